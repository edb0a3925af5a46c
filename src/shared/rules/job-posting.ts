// Reading one job posting from what a page holds: its schema.org JobPosting as JSON-LD or microdata,
// else its OpenGraph title and description. Pure, so both sides run the same reading: the server on
// a page the guarded fetcher brought (features/job-capture/read/), the browser extension on the page
// the user is looking at. Salaries go through rules/salary.ts, the one rule every writer uses. The
// JobPosting node readers below are also the job import's (features/jobs/staff/imports/parse.ts):
// one reading of schema.org JobPosting, whether a file or a page holds it.
//
// A reading is built within capturedPosting's limits (fields cut to their lengths, lists capped,
// addresses checked), so it passes the schema; this module stays free of zod, as every shared rule
// is (the client's first load reads rules/), and the callers check it with `capturedPosting`.
import { INPUT_LIMITS } from '../constants.ts';
import { JOB_CAPTURE_LIMITS, type JobCaptureReader } from '../constants/job-capture.ts';
import { JOB_FIELD_LIMITS, JOB_SOURCE_LIMITS, type JobWorkType, type LiveJobSourceKind } from '../constants/jobs.ts';
import type { CapturedPosting } from '../schemas/job-capture.ts';
import { yearlySalary, type SalaryReading } from './salary.ts';

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

// ---- schema.org nodes: what a file's and a page's JobPosting readings share ----

/** A JSON-LD object: a schema.org node, or a microdata item read as one. */
export type PostingNode = Record<string, unknown>;

export const isNode = (value: unknown): value is PostingNode => typeof value === 'object' && value !== null && !Array.isArray(value);
export const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** "JobPosting", "schema:JobPosting" and "https://schema.org/JobPosting" all name the type. */
const typeNames = (node: PostingNode) => [node['@type']].flat().map((t) => String(t).split(/[/:#]/).pop());
export const isJobPosting = (value: unknown): value is PostingNode => isNode(value) && typeNames(value).includes('JobPosting');

/** How far a value wrapping a value ({ "value": { "@value": … } }) is followed: real data wraps once or twice. */
const MAX_WRAPPING = 4;

/** A property's text: a string or number, or the value/name of an object holding one. */
export function textOf(value: unknown): string | null {
  let one = first(value);
  for (let depth = 0; isNode(one) && depth < MAX_WRAPPING; depth++) one = first(one['value'] ?? one['@value'] ?? one['name'] ?? one['@id']);
  if (typeof one === 'string') return one.trim() || null;
  if (typeof one === 'number' && Number.isFinite(one)) return String(one);
  return null;
}

/** hiringOrganization: an Organization's name, or the name as text. */
export function organisationName(value: unknown): string | null {
  const one = first(value);
  return isNode(one) ? textOf(one['name']) : textOf(one);
}

/** A Place or PostalAddress as "locality, region, country"; its name, or the text itself, when it has no parts. */
function addressOf(place: unknown): string | null {
  if (typeof place === 'string') return place.trim() || null;
  if (!isNode(place)) return null;
  const address = first(place['address'] ?? place);
  if (typeof address === 'string') return address.trim() || null;
  if (!isNode(address)) return textOf(place['name']);
  const parts = [address['addressLocality'], address['addressRegion'], address['addressCountry']].map(textOf).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : textOf(place['name']);
}

/**
 * Where and how: jobLocationType TELECOMMUTE alone is remote; TELECOMMUTE with a jobLocation (work
 * from home or the office) is hybrid; a jobLocation alone is on-site. The location is the first
 * place's locality, region and country; a remote job's is its first applicant location.
 */
export function postingPlace(posting: PostingNode): { location: string | null; workType: JobWorkType; places: number } {
  const remote = [posting['jobLocationType']].flat().some((t) => typeof t === 'string' && t.trim().toUpperCase() === 'TELECOMMUTE');
  const places = [posting['jobLocation']].flat().filter((p) => p !== undefined && p !== null);
  const location = places.length > 0 ? addressOf(places[0]) : remote ? textOf(first(posting['applicantLocationRequirements'])) : null;
  const workType: JobWorkType = remote ? (places.length > 0 ? 'hybrid' : 'remote') : 'on-site';
  return { location, workType, places: places.length };
}

/**
 * baseSalary through the one salary rule: a MonetaryAmount's currency (else the posting's
 * salaryCurrency) and its QuantitativeValue's minValue/maxValue/value and unitText (else the
 * amount's own unitText), or a bare number. What is not stated is refused, never assumed.
 */
export function postingSalary(posting: PostingNode): SalaryReading {
  const stated = first(posting['baseSalary']);
  if (stated === undefined || stated === null) return { ok: true, salary: null };
  const postingCurrency = textOf(posting['salaryCurrency']);
  if (!isNode(stated)) return yearlySalary({ value: stated, currency: postingCurrency, period: null });
  const quantity = first(stated['value']);
  const range = isNode(quantity) ? quantity : {};
  return yearlySalary({
    min: range['minValue'],
    max: range['maxValue'],
    value: isNode(quantity) ? range['value'] : quantity,
    currency: textOf(stated['currency']) ?? postingCurrency,
    period: textOf(range['unitText']) ?? textOf(stated['unitText']),
  });
}

// ---- one posting from a page ----

/** How deep @graph, mainEntity and arrays are followed to find postings, and nested microdata items read. */
const MAX_NESTING = 6;

/** The JobPosting nodes in a JSON-LD document: itself, in arrays, in an @graph, or a page's mainEntity. */
function jobPostingsIn(data: unknown): PostingNode[] {
  const found: PostingNode[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_NESTING || found.length >= JOB_CAPTURE_LIMITS.maxBlocks) return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, JOB_CAPTURE_LIMITS.maxBlocks)) visit(item, depth + 1);
    } else if (isJobPosting(value)) found.push(value);
    else if (isNode(value)) {
      visit(value['@graph'], depth + 1);
      visit(value['mainEntity'], depth + 1);
    }
  };
  visit(data, 0);
  return found;
}

/** A JSON-LD block's data, or undefined when it is not JSON even after the usual wrapping is taken off. */
function parseJsonLd(text: string): unknown {
  // Pages wrap blocks in HTML comments or CDATA, and leave raw line breaks and tabs inside strings
  // (invalid JSON; outside a string they are whitespace, so a space reads the same everywhere).
  const unwrapped = text
    .replace(/^\s*(<!--|(\/\/\s*)?<!\[CDATA\[)/, '')
    .replace(/(-->|(\/\/\s*)?\]\]>)\s*$/, '')
    .replace(/[\n\r\t]+/g, ' ');
  try {
    return JSON.parse(unwrapped);
  } catch {
    return undefined;
  }
}

/** A microdata item as the JSON-LD node it stands for, so one reading serves both. */
function microdataNode(item: MicrodataItem, depth = 0): PostingNode {
  const node: PostingNode = { '@type': item.type };
  for (const [name, values] of Object.entries(item.props)) {
    if (name === '__proto__' || name.startsWith('@')) continue;
    const read = values.flatMap((v): unknown[] => (typeof v === 'string' ? [v] : depth < MAX_NESTING ? [microdataNode(v, depth + 1)] : []));
    node[name] = read.length === 1 ? read[0] : read;
  }
  return node;
}

/** Text on one line, cut to a field's length. */
const line = (text: string | null, max: number) => clip((text ?? '').replace(/\s+/g, ' ').trim(), max) || null;

/** Cut to `max` characters, an ellipsis marking the cut, never splitting a character in two. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut.trimEnd()}…`;
}

/** An http(s) address, resolved against the page's, within the length a job stores; else null. */
function webAddress(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return null;
  }
  const ok = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname && url.href.length <= JOB_FIELD_LIMITS.applyUrlMax;
  return ok ? url.href : null;
}

/** A date as stated, when it is one Postgres can store. */
function dateOf(value: unknown): Date | null {
  const text = textOf(value);
  if (!text) return null;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= INPUT_LIMITS.yearMin && year <= INPUT_LIMITS.yearMax ? date : null;
}

/** Distinct entries of a list property (one value or an array; `commas` splits "FULL_TIME, PART_TIME"), each within `max`, at most maxListEntries. */
function listOf(value: unknown, read: (one: unknown) => string | null, max: number, commas = false): string[] {
  const entries = [value]
    .flat()
    .slice(0, JOB_CAPTURE_LIMITS.maxListEntries * 2)
    .flatMap((one) => (commas ? (read(one) ?? '').split(',') : [read(one) ?? '']))
    .map((entry) => entry.replace(/\s+/g, ' ').trim())
    .filter((entry) => entry.length > 0 && entry.length <= max);
  return [...new Set(entries)].slice(0, JOB_CAPTURE_LIMITS.maxListEntries);
}

/** The longest employmentType kept: schema.org's values are short words ("FULL_TIME"). */
const EMPLOYMENT_TYPE_MAX = 40;

const booleanOf = (value: unknown): boolean | null => {
  const one = first(value);
  if (typeof one === 'boolean') return one;
  const text = typeof one === 'string' ? one.trim().toLowerCase() : '';
  return text === 'true' ? true : text === 'false' ? false : null;
};

/** A description's plain text: HTML converted by the side's own converter, cut to the length a job stores. */
const descriptionOf = (value: unknown, toText: HtmlToText) => {
  const raw = typeof value === 'string' ? value : (textOf(value) ?? '');
  return raw.trim() ? clip(toText(raw), JOB_FIELD_LIMITS.descriptionMax) : '';
};

/** The posting's own address: its url, else the page's canonical link, else the page; canonical. */
function postingUrl(stated: string | null, facts: PageFacts): string | null {
  const found = stated ?? webAddress(facts.canonicalUrl, facts.pageUrl) ?? webAddress(facts.pageUrl, facts.pageUrl);
  return found ? webAddress(canonicalJobUrl(found), found) : null;
}

/** A Greenhouse, Lever or Ashby posting's id, from the page's address or the posting's. */
function sourceOf(...urls: (string | null)[]): CapturedPosting['source'] {
  for (const url of urls) {
    const posting = url ? boardPostingOf(url) : null;
    if (posting) return { kind: posting.kind, postingId: posting.postingId };
  }
  return null;
}

function readPosting(node: PostingNode, readBy: JobCaptureReader, facts: PageFacts, toText: HtmlToText): CapturedPosting | null {
  const title = line(textOf(node['title']), JOB_FIELD_LIMITS.titleMax);
  const companyName = line(organisationName(node['hiringOrganization']), JOB_FIELD_LIMITS.companyMax);
  const stated = webAddress(textOf(node['url']), facts.pageUrl);
  const url = postingUrl(stated, facts);
  if (!title || !companyName || !url) return null;
  const place = postingPlace(node);
  const salary = postingSalary(node);
  const applicantLocation = (one: unknown) => (isNode(one) ? (textOf(one['name']) ?? addressOf(one)) : textOf(one));
  return {
    title,
    companyName,
    location: line(place.location, JOB_FIELD_LIMITS.locationMax),
    workType: place.workType,
    applicantLocations: listOf(node['applicantLocationRequirements'], applicantLocation, JOB_FIELD_LIMITS.locationMax),
    // A salary that cannot be read without guessing is left for the member to type, not refused.
    salary: salary.ok ? salary.salary : null,
    employmentTypes: listOf(node['employmentType'], textOf, EMPLOYMENT_TYPE_MAX, true),
    postedDate: dateOf(node['datePosted']),
    validThrough: dateOf(node['validThrough']),
    description: descriptionOf(node['description'], toText),
    url,
    applyUrl: stated ?? webAddress(facts.pageUrl, facts.pageUrl),
    directApply: booleanOf(node['directApply']),
    source: sourceOf(facts.pageUrl, stated),
    readBy,
  };
}

/** The link preview as a posting: only when it names both a title and a site (the company). */
function openGraphPosting(facts: PageFacts): CapturedPosting | null {
  const og = facts.openGraph;
  const title = line(og.title ?? facts.title, JOB_FIELD_LIMITS.titleMax);
  const companyName = line(og.siteName ?? null, JOB_FIELD_LIMITS.companyMax);
  const url = postingUrl(webAddress(og.url, facts.pageUrl), facts);
  if (!title || !companyName || !url) return null;
  return {
    title,
    companyName,
    location: null,
    workType: 'on-site',
    applicantLocations: [],
    salary: null,
    employmentTypes: [],
    postedDate: null,
    validThrough: null,
    // A preview's description is text (a "<" in it is a character, not a tag): not converted.
    description: clip((og.description ?? '').replace(/[ \t]+/g, ' ').trim(), JOB_FIELD_LIMITS.descriptionMax),
    url,
    applyUrl: webAddress(facts.pageUrl, facts.pageUrl),
    directApply: null,
    source: sourceOf(facts.pageUrl, og.url ?? null),
    readBy: 'opengraph',
  };
}

/** The posting the page holds, or null when it holds none that has at least a title and a company. */
export function postingFromPage(facts: PageFacts, toText: HtmlToText): CapturedPosting | null {
  const found: (readonly [PostingNode, JobCaptureReader])[] = [
    ...facts.jsonLd.slice(0, JOB_CAPTURE_LIMITS.maxBlocks).flatMap((text) => jobPostingsIn(parseJsonLd(text)).map((node) => [node, 'json-ld'] as const)),
    ...jobPostingsIn(facts.microdata.slice(0, JOB_CAPTURE_LIMITS.maxBlocks).map((item) => microdataNode(item))).map((node) => [node, 'microdata'] as const),
  ];
  // A page listing several postings names its own first: the one whose address is the page's.
  const page = canonicalJobUrl(facts.canonicalUrl ?? facts.pageUrl);
  const own = found.filter(([node]) => {
    const url = webAddress(textOf(node['url']), facts.pageUrl);
    return url !== null && canonicalJobUrl(url) === page;
  });
  for (const [node, readBy] of [...own, ...found]) {
    const posting = readPosting(node, readBy, facts, toText);
    if (posting) return posting;
  }
  return openGraphPosting(facts);
}

// ---- addresses ----

/** Query parameters that say how a visitor arrived, not which posting it is (gh_jid, a Greenhouse job's id, stays). */
const TRACKING_PARAMETER = /^(utm_.*|gh_src|ref|ref_src|source|lever-source|lever-origin|fbclid|gclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|trk)$/i;

/**
 * One posting, one address: lower-case scheme and host, no default port, no fragment, no tracking
 * parameters (utm_*, gh_src, ref, source…), the rest of the query sorted, no trailing slash.
 */
export function canonicalJobUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url;
  }
  const kept = [...parsed.searchParams].filter(([key]) => !TRACKING_PARAMETER.test(key));
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(kept).toString();
  // The URL parser already lower-cased the scheme and host and dropped a default port.
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}${query ? `?${query}` : ''}`;
}

/** A posting on a job board whose public API the live sources read. */
export interface BoardPosting {
  kind: LiveJobSourceKind;
  /** Greenhouse's board token, Lever's site, Ashby's job board name. */
  board: string;
  postingId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Each board's posting pages: the host, and the path holding the board and the posting's id. */
const BOARD_PAGES: { kind: LiveJobSourceKind; host: RegExp; path: RegExp; id: RegExp }[] = [
  { kind: 'greenhouse', host: /^(job-)?boards\.greenhouse\.io$/, path: /^\/([^/]+)\/jobs\/([^/]+)\/?$/, id: /^\d{1,20}$/ },
  { kind: 'lever', host: /^jobs\.lever\.co$/, path: /^\/([^/]+)\/([^/]+)(\/apply)?\/?$/, id: UUID },
  { kind: 'ashby', host: /^jobs\.ashbyhq\.com$/, path: /^\/([^/]+)\/([^/]+)(\/application)?\/?$/, id: UUID },
];

/**
 * The Greenhouse, Lever or Ashby posting an address is the page of (boards.greenhouse.io/{board}/jobs/{id},
 * jobs.lever.co/{site}/{id}[/apply], jobs.ashbyhq.com/{name}/{id}[/application]); null for any other
 * address, a company's own careers page included. The board and id are checked against the APIs'
 * slug alphabet, so nothing else ever reaches an API's address.
 */
export function boardPostingOf(url: string): BoardPosting | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  for (const page of BOARD_PAGES) {
    const match = page.host.test(parsed.hostname) ? page.path.exec(parsed.pathname) : null;
    const [board, postingId] = [match?.[1] ?? '', match?.[2] ?? ''];
    if (board.length <= JOB_SOURCE_LIMITS.boardMax && JOB_SOURCE_LIMITS.boardPattern.test(board) && page.id.test(postingId)) {
      return { kind: page.kind, board, postingId };
    }
  }
  return null;
}
