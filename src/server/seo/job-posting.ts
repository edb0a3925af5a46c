// The shareable job page's head (decision 037): "Title at Company", the description's start, and a
// schema.org JobPosting that search engines read from the server's HTML. Only an open job has one;
// a closed or missing job answers null, which makes its page 404 and noindex to crawlers (a saver
// still sees it, client-side, with the session the crawler does not have).
import { sql } from 'drizzle-orm';
import { APP_NAME } from '#shared/constants.ts';
import type { JobWorkType } from '#shared/constants/jobs.ts';
import { selectRows } from '../db/client.ts';
import { isUuid } from '../platform/keyset.ts';
import type { ServerContext } from '../trpc/context.ts';
import { appUrl } from '#shared/routes.ts';

/** How much of the description the page's meta description shows (the meta table's limit). */
const DESCRIPTION_CHARS = 160;
const DAY_MS = 86_400_000;

interface OpenJobRow {
  id: string;
  title: string;
  company_name: string;
  location: string | null;
  work_type: JobWorkType;
  salary_min: number | null;
  salary_max: number | null;
  description: string;
  posted_ms: number;
}

export interface JobHead {
  title: string;
  description: string;
  /** The JSON-LD object, serialised by jsonLdScript. */
  structuredData: Record<string, unknown>;
}

/** The description's start on a word boundary, with an ellipsis when it was cut. */
export function descriptionStart(text: string, max = DESCRIPTION_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** An open job's head, or null for a malformed id, a missing job or a closed one. */
export async function openJobHead(ctx: Pick<ServerContext, 'db' | 'config'>, jobId: string): Promise<JobHead | null> {
  if (!isUuid(jobId)) return null;
  const [job] = await selectRows<OpenJobRow>(
    ctx.db,
    sql`select id, title, company_name, location, work_type, salary_min, salary_max, description,
               (extract(epoch from posted_date) * 1000)::float8 as posted_ms
        from jobs where id = ${jobId} and is_active`,
  );
  if (!job) return null;
  return {
    title: `${job.title} at ${job.company_name}`,
    description: descriptionStart(job.description),
    structuredData: jobPosting(job, ctx.config),
  };
}

/** schema.org JobPosting: what the board knows of the job, in the shape search engines document. */
function jobPosting(job: OpenJobRow, config: Pick<ServerContext['config'], 'publicUrl' | 'jobs'>): Record<string, unknown> {
  const posted = Number(job.posted_ms);
  const remote = job.work_type === 'remote';
  const salary = job.salary_min ?? job.salary_max;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: APP_NAME, value: job.id },
    url: appUrl(config.publicUrl, `/jobs/${job.id}`),
    datePosted: new Date(posted).toISOString(),
    // The day expiry closes it (config.jobs.maxAgeDays), unless its source or staff close it first.
    validThrough: new Date(posted + config.jobs.maxAgeDays * DAY_MS).toISOString(),
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: job.company_name },
    ...(remote && { jobLocationType: 'TELECOMMUTE' }),
    ...(job.location &&
      !(remote && /^remote\b/i.test(job.location)) && {
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } },
      }),
    ...(salary !== null && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: {
          '@type': 'QuantitativeValue',
          unitText: 'YEAR',
          ...(job.salary_min !== null && job.salary_max !== null ? { minValue: job.salary_min, maxValue: job.salary_max } : { value: salary }),
        },
      },
    }),
    // Applying happens on the employer's site, not on Upward.
    directApply: false,
  };
}

/**
 * The JSON-LD element. JSON is not HTML-escaped inside a script element, so every `<` (and `>`, `&`
 * and the two line separators JavaScript once rejected) is written as a \u escape: a description
 * holding `</script>` cannot close the element early, and the JSON still parses to the same text.
 */
export function jsonLdScript(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}
