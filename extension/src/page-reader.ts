// What the page the user is looking at holds that a posting can be read from, gathered in the page
// itself: the extension never asks the server to fetch it, so what the user sees (signed in to a job
// board, say) is what is read. chrome.scripting.executeScript sends `readPage` into the page as
// source text, so it must be whole on its own: no imports at run time, no names from this module's
// scope; the helpers live inside it, and the limits come in as an argument. What the server's reader
// makes of the same page (features/job-capture/read/page-facts.ts) is what this makes of it.
import type { MicrodataItem, PageFacts } from '#shared/rules/job-posting.ts';

export interface ReaderLimits {
  /** JSON-LD blocks and top-level microdata items. */
  maxItems: number;
  /** Microdata values in all: a posting has a few dozen. */
  maxValues: number;
  /** Characters kept of one text value. */
  maxText: number;
}

/** The page's PageFacts, within the limits: a page built to make the reader work gets no further. */
export function readPage({ maxItems, maxValues, maxText }: ReaderLimits): PageFacts {
  let values = 0;
  const meta = (property: string) => document.querySelector<HTMLMetaElement>(`meta[property="${property}"], meta[name="${property}"]`)?.content.trim() || undefined;
  /** What the user sees of an element, line breaks kept; textContent where it is not rendered. */
  const text = (element: Element) => ((element instanceof HTMLElement ? element.innerText : null) || element.textContent || '').slice(0, maxText).trim();
  const absolute = (value: string | null) => {
    if (!value) return '';
    try {
      return new URL(value, document.baseURI).href;
    } catch {
      return value;
    }
  };

  /** An itemprop's value, by the element that carries it (the HTML standard's microdata rules). */
  const propertyValue = (element: Element, seen: Set<Element>): string | MicrodataItem => {
    if (element.hasAttribute('itemscope')) return item(element, seen);
    switch (element.localName) {
      case 'meta':
        return element.getAttribute('content')?.trim() ?? '';
      case 'audio':
      case 'embed':
      case 'iframe':
      case 'img':
      case 'source':
      case 'track':
      case 'video':
        return absolute(element.getAttribute('src'));
      case 'a':
      case 'area':
      case 'link':
        return absolute(element.getAttribute('href'));
      case 'object':
        return absolute(element.getAttribute('data'));
      case 'data':
      case 'meter':
        return element.getAttribute('value')?.trim() ?? '';
      case 'time':
        return element.getAttribute('datetime')?.trim() || text(element);
      default:
        return text(element);
    }
  };

  /** An itemscope element as an item: its properties are the itemprop elements below it (and those its itemref names), not those of nested items. */
  const item = (root: Element, seen: Set<Element>): MicrodataItem => {
    // No prototype: a page may name a property "constructor" or "__proto__".
    const found: MicrodataItem = { type: (root.getAttribute('itemtype') ?? '').split(/\s+/).filter(Boolean), props: Object.create(null) as MicrodataItem['props'] };
    // A page can make items refer to each other in a circle; each element is read once.
    seen.add(root);
    const pending: Element[] = [...root.children];
    for (const id of (root.getAttribute('itemref') ?? '').split(/\s+/).filter(Boolean)) {
      const referred = document.getElementById(id);
      if (referred) pending.push(referred);
    }
    while (pending.length > 0) {
      const element = pending.shift()!;
      if (seen.has(element)) continue;
      seen.add(element);
      const names = (element.getAttribute('itemprop') ?? '').split(/\s+/).filter(Boolean);
      if (names.length > 0 && values < maxValues) {
        values++;
        const value = propertyValue(element, seen);
        for (const name of names) (found.props[name] ??= []).push(value);
      }
      // A nested item's own properties are its own.
      if (!element.hasAttribute('itemscope')) pending.push(...element.children);
    }
    return found;
  };

  const canonical = document.querySelector<HTMLLinkElement>('link[rel~="canonical" i][href]');
  const openGraph: PageFacts['openGraph'] = {};
  const ogTitle = meta('og:title');
  const ogDescription = meta('og:description');
  const ogSiteName = meta('og:site_name');
  const ogUrl = meta('og:url');
  if (ogTitle) openGraph.title = ogTitle;
  if (ogDescription) openGraph.description = ogDescription;
  if (ogSiteName) openGraph.siteName = ogSiteName;
  if (ogUrl) openGraph.url = absolute(ogUrl);

  return {
    pageUrl: location.href,
    canonicalUrl: canonical ? canonical.href : null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json" i]')].slice(0, maxItems).map((script) => script.textContent ?? ''),
    // Top-level items: an itemscope that is no other item's property.
    microdata: [...document.querySelectorAll('[itemscope]:not([itemprop])')].slice(0, maxItems).map((root) => item(root, new Set())),
    openGraph,
    title: document.title.trim() || null,
  };
}
