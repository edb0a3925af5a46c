// What an HTML page holds that a posting can be read from (PageFacts): its JSON-LD blocks, its
// microdata items, its OpenGraph tags, its canonical link and title. One streaming pass of
// htmlparser2 with a stack of open elements: no document tree is built, so a 2 MB page costs one
// scan. Runs in the page worker (page-worker.ts), never on the server's thread.
import { Parser } from 'htmlparser2';
import { JOB_CAPTURE_LIMITS } from '#shared/constants/job-capture.ts';
import type { MicrodataItem, PageFacts } from '#shared/rules/job-posting.ts';

/**
 * Text properties read at once, one inside another (a description holding a skill): real pages
 * nest two or three. Each piece of text goes to every one of them, so a page nesting thousands
 * would cost thousands of times its length; deeper ones are left out.
 */
const MAX_OPEN_CAPTURES = 8;

/** Elements that start a line of a text property (a description's paragraphs and items). */
const BLOCKS = new Set([
  'address', 'article', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header',
  'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'tr', 'ul',
]);

/** Elements whose microdata value is an address in an attribute (HTML's microdata rules). */
const URL_ATTRIBUTES: Record<string, string> = {
  a: 'href', area: 'href', link: 'href', audio: 'src', embed: 'src', iframe: 'src', img: 'src', source: 'src', track: 'src', video: 'src', object: 'data',
};

/** Elements whose text is not the page's words: a text property leaves it out. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

const OPEN_GRAPH: Record<string, keyof PageFacts['openGraph']> = { 'og:title': 'title', 'og:description': 'description', 'og:site_name': 'siteName', 'og:url': 'url' };

/** A text property being read: the item it belongs to, its names, and its text so far. */
interface Capture {
  item: MicrodataItem;
  names: string[];
  text: string;
}

/** An open element: the item its descendants' properties belong to, and the text property it is, if any. */
interface Open {
  item: MicrodataItem | null;
  capture: Capture | null;
}

const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

/** One line per block, runs of spaces and blank lines collapsed. */
const tidy = (text: string) =>
  text
    .replace(/ {2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** What the page at `pageUrl` holds to read a posting from; its relative addresses made absolute. */
export function pageFacts(html: string, pageUrl: string): PageFacts {
  const facts: PageFacts = { pageUrl, canonicalUrl: null, jsonLd: [], microdata: [], openGraph: {}, title: null };
  const absolute = (value: string | undefined) => {
    if (!value?.trim()) return null;
    try {
      return new URL(value.trim(), pageUrl).href;
    } catch {
      return null;
    }
  };
  const stack: Open[] = [];
  const captures: Capture[] = [];
  let values = 0;
  let hidden = 0;
  let script: string[] | null = null;
  let title: string[] | null = null;

  const addValue = (item: MicrodataItem, names: string[], value: string | MicrodataItem) => {
    values++;
    for (const name of names) (item.props[name] ??= []).push(value);
  };
  /** Adds text to every property being read; one that is full stops reading (it is still kept when its element closes). */
  const write = (text: string) => {
    for (let i = captures.length - 1; i >= 0; i--) {
      const capture = captures[i]!;
      capture.text += text;
      if (capture.text.length >= JOB_CAPTURE_LIMITS.maxPropertyChars) captures.splice(i, 1);
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const parent = stack.at(-1)?.item ?? null;
        if (name === 'script' && (attrs.type ?? '').split(';')[0]!.trim().toLowerCase() === 'application/ld+json') {
          if (facts.jsonLd.length < JOB_CAPTURE_LIMITS.maxBlocks) script = [];
        } else if (name === 'title' && facts.title === null && title === null) title = [];
        else if (name === 'link' && facts.canonicalUrl === null && words(attrs.rel?.toLowerCase()).includes('canonical')) facts.canonicalUrl = absolute(attrs.href);
        else if (name === 'meta') {
          const key = OPEN_GRAPH[(attrs.property ?? attrs.name ?? '').trim().toLowerCase()];
          if (key && facts.openGraph[key] === undefined && attrs.content?.trim()) facts.openGraph[key] = attrs.content.trim();
        }
        if (BLOCKS.has(name)) write(name === 'li' ? '\n• ' : '\n');
        if (HIDDEN.has(name)) hidden++;

        // Microdata: an itemscope starts an item (a property's value when it has itemprop, else a
        // top-level item); an itemprop without one is a value of the item around it.
        const names = words(attrs.itemprop);
        const room = values < JOB_CAPTURE_LIMITS.maxMicrodataValues;
        let item = parent;
        let capture: Capture | null = null;
        if ('itemscope' in attrs) {
          // No prototype: a page may name a property "constructor" or "__proto__".
          item = { type: words(attrs.itemtype), props: Object.create(null) as MicrodataItem['props'] };
          if (parent && names.length > 0) {
            if (room) addValue(parent, names, item);
          } else if (facts.microdata.length < JOB_CAPTURE_LIMITS.maxBlocks) facts.microdata.push(item);
        } else if (parent && names.length > 0 && room) {
          const attribute = name === 'meta' ? 'content' : name === 'data' || name === 'meter' ? 'value' : name === 'time' && attrs.datetime ? 'datetime' : null;
          if (attribute) addValue(parent, names, attrs[attribute] ?? '');
          else if (URL_ATTRIBUTES[name]) addValue(parent, names, absolute(attrs[URL_ATTRIBUTES[name]]) ?? '');
          else if (captures.length < MAX_OPEN_CAPTURES) {
            capture = { item: parent, names, text: '' };
            values++;
            captures.push(capture);
          }
        }
        stack.push({ item, capture });
      },
      ontext(text) {
        if (script) script.push(text);
        if (title) title.push(text);
        // In HTML a line break in the source is a space; lines come from the blocks.
        if (captures.length > 0 && hidden === 0) write(text.replace(/\s+/g, ' '));
      },
      onclosetag(name) {
        // A paragraph ends with a line and starts one: a blank line between; a list's items are one to a line.
        if (BLOCKS.has(name) && name !== 'li') write('\n');
        if (HIDDEN.has(name)) hidden--;
        if (name === 'script' && script) {
          facts.jsonLd.push(script.join(''));
          script = null;
        } else if (name === 'title' && title) {
          facts.title = title.join('').replace(/\s+/g, ' ').trim() || null;
          title = null;
        }
        const open = stack.pop();
        if (open?.capture) {
          const reading = captures.indexOf(open.capture);
          if (reading >= 0) captures.splice(reading, 1);
          for (const n of open.capture.names) (open.capture.item.props[n] ??= []).push(tidy(open.capture.text.slice(0, JOB_CAPTURE_LIMITS.maxPropertyChars)));
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return facts;
}
