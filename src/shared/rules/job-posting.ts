// Reading one job posting from what a page holds: its schema.org JobPosting as JSON-LD or microdata,
// else its OpenGraph title and description. Pure, so both sides run the same reading: the server on
// a page the guarded fetcher brought (features/job-capture/read/), the browser extension on the page
// the user is looking at. Salaries go through rules/salary.ts, the one rule every writer uses.
import type { CapturedPosting } from '../schemas/job-capture.ts';

/** A microdata item: its itemtype(s) and each itemprop's values (text, an address, or a nested item). */
export interface MicrodataItem {
  type: string[];
  props: Record<string, (string | MicrodataItem)[]>;
}

/** What a page holds that a posting can be read from, gathered by the server's HTML reader or the extension's DOM walk. */
export interface PageFacts {
  /** The address the page was finally read from (after redirects). */
  pageUrl: string;
  /** <link rel="canonical">, when the page names one. */
  canonicalUrl: string | null;
  /** The text of each <script type="application/ld+json">, unparsed (a malformed one is skipped, not fatal). */
  jsonLd: string[];
  /** The page's top-level itemscope items. */
  microdata: MicrodataItem[];
  /** og:title, og:description, og:site_name, og:url. */
  openGraph: { title?: string; description?: string; siteName?: string; url?: string };
  /** The <title>. */
  title: string | null;
}

/** Turns a description's HTML into the plain text a job stores: the server's converter, or the extension's DOM. */
export type HtmlToText = (html: string) => string;

/** The posting the page holds, or null when it holds none that has at least a title and a company. */
export function postingFromPage(facts: PageFacts, toText: HtmlToText): CapturedPosting | null {
  void facts;
  void toText;
  return null;
}

/**
 * One posting, one address: lower-case scheme and host, no default port, no fragment, no tracking
 * parameters (utm_*, gh_src, ref, source…), the rest of the query sorted, no trailing slash.
 */
export function canonicalJobUrl(url: string): string {
  return url;
}
