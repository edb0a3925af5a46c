// What a page's head says before any JavaScript runs, so search engines and link previews see each
// page's own title: the route table's meta, or for a page about one thing (a news article) that
// thing's title, found by a resolver. Also the sitemap and robots.txt, from the same table.
import { sql } from 'drizzle-orm';
import { APP_NAME } from '#shared/constants.ts';
import { HELP_CATEGORY_INFO, isHelpCategory } from '#shared/constants/help.ts';
import { documentTitle, isIndexable, NOT_FOUND_META, ROUTE_META, type PageMeta } from '#shared/route-meta.ts';
import { findRoute, matchPattern, ROUTES, type RoutePattern } from '#shared/routes.ts';
import { selectRows } from '../db/client.ts';
import { findArticle, helpPaths } from '../features/help/service.ts';
import { jsonLdScript, openJobHead } from './job-posting.ts';
import { isUuid } from '../platform/keyset.ts';
import { escapeHtml } from '../platform/mail.ts';
import type { ServerContext } from '../trpc/context.ts';

/** What a resolver found: the page's meta, and for a job its schema.org JSON-LD. */
export type ResolvedMeta = PageMeta & { type?: 'article'; structuredData?: Record<string, unknown> };

/** A page's meta from its data; null when there is no such thing (the route's generic meta then). */
export type MetaResolver = (params: Record<string, string>, ctx: ServerContext) => Promise<ResolvedMeta | null>;

/**
 * Patterns whose title comes from their subject. Each answers with one read at most. Only public
 * pages belong here: a protected page's head is the same for everyone (noindex), since a link preview
 * is fetched without the session.
 */
export const META_RESOLVERS: Partial<Record<RoutePattern, MetaResolver>> = {
  '/help/:category': async ({ category }) => {
    if (!category || !isHelpCategory(category)) return null;
    const { label, description } = HELP_CATEGORY_INFO[category];
    return { title: `${label} · Help Center`, description };
  },
  '/help/:category/:slug': async ({ category, slug }) => {
    const article = category && slug ? findArticle(category, slug) : null;
    return article && { title: article.title, description: article.summary, type: 'article' };
  },
  '/news/:articleId': async ({ articleId }, ctx) => {
    if (!articleId || !isUuid(articleId)) return null;
    // The excerpt is what the news list shows everyone, a premium-only article's included.
    const [row] = await selectRows<{ title: string; excerpt: string }>(
      ctx.db,
      sql`select title, excerpt from news_articles where id = ${articleId} and status = 'published' and published_at <= now()`,
    );
    return row ? { title: row.title, description: row.excerpt, type: 'article' } : null;
  },
  // Only an open job: a closed one is private to its savers and applicants (decision 037).
  '/jobs/:jobId': async ({ jobId }, ctx) => (jobId ? openJobHead(ctx, jobId) : null),
};

/**
 * Patterns whose page is about one thing that must exist for crawlers: when the resolver finds
 * nothing the head is noindex and the status 404, so a closed job drops out of search engines. The
 * page itself still renders client-side (a saver of a closed job reads it there).
 */
const NOT_FOUND_UNRESOLVED: ReadonlySet<RoutePattern> = new Set(['/jobs/:jobId']);

export interface PageHead {
  status: 200 | 404;
  /** The elements that replace the template's title and description. */
  html: string;
}

/** The path without query, hash or trailing slash, as the canonical address uses it. */
const cleanPath = (url: string) => url.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');

/** The head for the page at `url`: its title, description, Open Graph card, canonical address and robots rule. */
export async function pageHead(ctx: ServerContext, url: string): Promise<PageHead> {
  const path = cleanPath(url);
  const pattern = findRoute(path);
  if (!pattern) return { status: 404, html: headElements({ ...NOT_FOUND_META, type: 'website', url: null, indexable: false }) };
  const resolver = META_RESOLVERS[pattern];
  const found = resolver ? await resolver(matchPattern(pattern, path) ?? {}, ctx) : null;
  const meta = found ?? ROUTE_META[pattern];
  const missing = !found && NOT_FOUND_UNRESOLVED.has(pattern);
  const html = headElements({ ...meta, type: found?.type ?? 'website', url: ctx.config.publicUrl + path, indexable: isIndexable(pattern) && !missing });
  return {
    status: missing ? 404 : 200,
    html: found?.structuredData ? `${html}\n    ${jsonLdScript(found.structuredData)}` : html,
  };
}

interface HeadInput extends PageMeta {
  type: 'website' | 'article';
  /** The canonical address; none for a path we do not serve. */
  url: string | null;
  indexable: boolean;
}

function headElements(head: HeadInput): string {
  const title = escapeHtml(documentTitle(head.title));
  const description = escapeHtml(head.description);
  const property = (name: string, value: string) => `<meta property="${name}" content="${value}" />`;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    head.url && `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    property('og:site_name', APP_NAME),
    property('og:type', head.type),
    property('og:title', title),
    property('og:description', description),
    head.url && property('og:url', escapeHtml(head.url)),
    `<meta name="twitter:card" content="summary" />`,
    !head.indexable && `<meta name="robots" content="noindex" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * Puts the page's head into the built index.html where its default title was, early in the head
 * (some link-preview fetchers read only the start of a page), and drops the default description.
 */
export function renderIndex(template: string, head: string): string {
  const withoutDescription = template.replace(/\s*<meta name="description"[^>]*>/i, '');
  const title = /<title>[\s\S]*?<\/title>/i;
  if (title.test(withoutDescription)) return withoutDescription.replace(title, () => head);
  if (withoutDescription.includes('</head>')) return withoutDescription.replace('</head>', () => `${head}\n</head>`);
  // A document without a head element: the elements start its body, which browsers move to the head.
  return withoutDescription.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${head}`);
}

/** At most this many articles in the sitemap, below the protocol's 50,000 addresses a file. */
export const SITEMAP_MAX_ARTICLES = 45_000;
/** The protocol's limit of addresses in one sitemap file: open jobs fill what the rest leaves. */
export const SITEMAP_MAX_URLS = 50_000;

/** Paths with no parameter that search engines may list. */
export const indexedStaticPaths = (): RoutePattern[] =>
  (Object.keys(ROUTES) as RoutePattern[]).filter((p) => !p.includes(':') && isIndexable(p));

export async function sitemapXml(ctx: ServerContext): Promise<string> {
  const articles = await selectRows<{ id: string; published: string }>(
    ctx.db,
    sql`select id, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published
        from news_articles where status = 'published' and published_at <= now()
        order by published_at desc, id desc limit ${SITEMAP_MAX_ARTICLES}`,
  );
  const fixed = [...indexedStaticPaths(), ...helpPaths()];
  // Open jobs, newest first, in the room the other addresses leave (the open-jobs index serves the order).
  const jobs = await selectRows<{ id: string; updated: string }>(
    ctx.db,
    sql`select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated
        from jobs where is_active
        order by posted_date desc, id desc limit ${Math.max(0, SITEMAP_MAX_URLS - fixed.length - articles.length)}`,
  );
  const base = ctx.config.publicUrl;
  const entry = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeHtml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...fixed.map((p) => entry(p)),
    ...articles.map((a) => entry(`/news/${a.id}`, a.published)),
    ...jobs.map((j) => entry(`/jobs/${j.id}`, j.updated)),
    '</urlset>',
    '',
  ].join('\n');
}

/** The part of a protected pattern before its first parameter: the prefix robots.txt disallows. */
export const disallowedPrefixes = (): string[] => [
  '/api/',
  '/trpc/',
  ...new Set((Object.keys(ROUTES) as RoutePattern[]).filter((p) => ROUTES[p].protected).map((p) => p.split(':')[0]!)),
];

export function robotsTxt(ctx: Pick<ServerContext, 'config'>): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPrefixes().map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
