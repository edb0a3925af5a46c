// Which of the recipient's own applications a message is about. Only theirs are ever read, so mail
// that claims to come from an employer cannot reach anyone else's tracker. In order:
//   1. the ATS's posting id: the application's job's id on a Greenhouse, Lever or Ashby board, or
//      the id as a part of the application's job link;
//   2. the company: the application's company name, without legal forms, punctuation and spaces
//      (as jobs.dedupe_key reads it), equal to the company the message names; or the sender's own
//      domain, as the host of the application's job link or holding its company name as a label;
//   3. among several at that company (or under one posting id), the role most like the job title
//      (shared words), then the newest.
// No match proposes a new application.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type ApplicationStatus } from '#shared/constants/applications.ts';
import type { InboundConfidence } from '#shared/constants/inbound-mail.ts';
import { LIVE_JOB_SOURCE_KINDS } from '#shared/constants/jobs.ts';
import type { Db } from '../../db/client.ts';
import { jobApplications, jobs } from '../../db/schema/index.ts';
import type { Classification } from './message.ts';

/** An application as matching reads it. */
export interface Candidate {
  id: string;
  companyName: string;
  jobTitle: string;
  status: ApplicationStatus;
  jobUrl: string | null;
  /** The posting's id on the ATS board the job came from; null for any other job, or none. */
  externalId: string | null;
}

/** How the message named the application: `company-role` is the company with a similar role. */
export type MatchedBy = 'posting' | 'company-role' | 'company';
export interface Match {
  application: Candidate;
  by: MatchedBy;
}

const a = jobApplications;

/** The member's applications, newest first (the tie-break's order), with their boards' posting ids. */
export async function candidatesOf(db: Db, userId: string): Promise<Candidate[]> {
  const rows = await db
    .select({ id: a.id, companyName: a.companyName, jobTitle: a.jobTitle, status: a.status, jobUrl: a.jobUrl, externalId: jobs.externalId })
    .from(a)
    .leftJoin(jobs, and(eq(jobs.id, a.jobId), inArray(jobs.sourceKind, LIVE_JOB_SOURCE_KINDS)))
    .where(eq(a.userId, userId))
    .orderBy(desc(a.createdAt), desc(a.id));
  return rows.map((row) => ({ ...row, status: row.status as ApplicationStatus }));
}

/** The company part of jobs.dedupe_key (DEDUPE_KEY_SQL in db/schema/careers.ts), in JavaScript. */
export const companyKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(inc|llc|ltd|limited|corp|corporation|co|gmbh|plc|sa|ag)\b/g, '')
    .replace(/[\s!-/:-@[-`{-~]+/g, '');

/** A role's words, lower case, without the small ones. */
const roleWords = (role: string) => new Set(role.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter((w) => w.length > 1 && !SMALL_WORDS.has(w)));
const SMALL_WORDS = new Set(['and', 'of', 'the', 'for', 'in', 'at', 'to', 'an', 'or']);

/** Shared words over all words (0 to 1). */
export function roleSimilarity(role: string, jobTitle: string): number {
  const left = roleWords(role);
  const right = roleWords(jobTitle);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared);
}

/** From here a role names the application: "Senior Backend Engineer" for "Backend Engineer" is 2/3. */
export const SIMILAR_ROLE = 0.5;

/** The parts of a job link a posting id can be: path segments and query values. */
const linkParts = (url: string) => url.toLowerCase().split(/[/?&=#]+/);

const hostOf = (url: string | null) => {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/** The sender's domain names the application: its job link is on that domain, or the domain holds its company's name. */
function domainNames(domain: string, candidate: Candidate): boolean {
  const host = hostOf(candidate.jobUrl);
  if (host && (host === domain || host.endsWith(`.${domain}`) || domain.endsWith(`.${host}`))) return true;
  const key = companyKey(candidate.companyName);
  // The labels before the top-level one: "globex" of "globex.io", "mail" and "initech" of "mail.initech.com".
  return key.length > 0 && domain.split('.').slice(0, -1).some((label) => label.replace(/-/g, '') === key);
}

/** The one of several most like the role, else the first (the newest). */
function best(found: Candidate[], role: string | null): { application: Candidate; similar: boolean } {
  let pick = found[0]!;
  let score = role ? roleSimilarity(role, pick.jobTitle) : 0;
  for (const candidate of found.slice(1)) {
    const s = role ? roleSimilarity(role, candidate.jobTitle) : 0;
    if (s > score) [pick, score] = [candidate, s];
  }
  return { application: pick, similar: score >= SIMILAR_ROLE };
}

/** The application the message is about, and how it named it; null when none (a new application). */
export function matchApplication(c: Pick<Classification, 'postingId' | 'company' | 'companyDomain' | 'role'>, candidates: readonly Candidate[]): Match | null {
  if (c.postingId) {
    const id = c.postingId.toLowerCase();
    const byPosting = candidates.filter((x) => x.externalId?.toLowerCase() === id || (x.jobUrl !== null && linkParts(x.jobUrl).includes(id)));
    if (byPosting.length > 0) return { application: best(byPosting, c.role).application, by: 'posting' };
  }
  const key = c.company ? companyKey(c.company) : '';
  const domain = c.companyDomain?.toLowerCase() ?? null;
  const atCompany = candidates.filter((x) => (key.length > 0 && companyKey(x.companyName) === key) || (domain !== null && domainNames(domain, x)));
  if (atCompany.length === 0) return null;
  const { application, similar } = best(atCompany, c.role);
  return { application, by: similar ? 'company-role' : 'company' };
}

/** High only when the rule was sure and the message named the application by posting id, or by company and role. */
export const confidenceOf = (c: Pick<Classification, 'outcome' | 'decisive'>, match: Match | null): InboundConfidence =>
  c.outcome !== 'unknown' && c.decisive && (match?.by === 'posting' || match?.by === 'company-role') ? 'high' : 'low';
