// The evaluation harness's measures (scripts/eval.ts), kept pure so a unit test can check them by hand.
import type { AtsResult, ResumeContent } from '#shared/schemas/resumes.ts';

/** Discounted cumulative gain of graded relevances in rank order, gain 2^grade − 1 (Järvelin and Kekäläinen). */
export function dcg(grades: readonly number[], k: number): number {
  return grades.slice(0, k).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
}

/**
 * NDCG@k: the ranking's DCG over the best possible ordering of every graded item (not only the ranked
 * ones), so leaving a relevant item out costs as much as ranking it low. Null when nothing is relevant.
 */
export function ndcgAt(rankedGrades: readonly number[], allGrades: readonly number[], k: number): number | null {
  const ideal = dcg([...allGrades].sort((a, b) => b - a), k);
  return ideal === 0 ? null : dcg(rankedGrades, k) / ideal;
}

export const mean = (values: readonly number[]): number => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/** Lower case words and numbers only, single-spaced: "Node.js, AWS (EC2)" → "node js aws ec2". */
export const normalize = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/** Whether a text says a phrase as whole words, ignoring case and punctuation (no stemming: literal presence). */
export function saysPhrase(text: string, phrase: string): boolean {
  const key = normalize(phrase);
  return key !== '' && ` ${normalize(text)} `.includes(` ${key} `);
}

// ---- The ATS's claims, as its answer words them (scripts/eval.ts and tests/unit/ats-truth.test.ts) ----

/** The resume's words wherever they stand, for "does the resume say it". */
export function resumeText(content: ResumeContent): string {
  return [
    content.professionalSummary,
    ...content.experience.flatMap((e) => [e.position, e.company, e.location, e.description]),
    ...content.education.flatMap((e) => [e.institution, e.degree, e.field]),
    ...content.skills,
    ...content.certifications.flatMap((c) => [c.name, c.issuer]),
    ...content.projects.flatMap((p) => [p.name, p.role, p.description]),
    ...[...content.volunteer, ...content.leadership].flatMap((e) => [e.role, e.organization, e.description]),
    ...content.awards.flatMap((a) => [a.title, a.awarder, a.description]),
    ...content.languages.map((l) => l.language),
  ].join('\n');
}

/**
 * Every title the answer says the person held: the title factor's "A position you held names X"
 * (X being the target title) and "Your "X" role", the summary's opening "X with … experience" and
 * a student's "who has worked as a X".
 */
export function titleClaims(result: AtsResult, targetTitle: string): string[] {
  const claims: string[] = [];
  const detail = result.breakdown.find((f) => f.id === 'title')?.detail ?? '';
  if (/^A position you held names /.test(detail)) claims.push(targetTitle);
  const role = /^Your "(.+?)" role/.exec(detail);
  if (role) claims.push(role[1]!);
  const summary = result.optimized_suggestions.professional_summary;
  const opening = /^(.+?) with (hands-on experience|\d+\+? years? of experience)/.exec(summary);
  if (opening) claims.push(opening[1]!);
  const worked = / who (?:works|has worked) as an? (.+?)(?= at |, skilled in|\.)/.exec(summary);
  if (worked) claims.push(worked[1]!);
  return claims;
}

/** The summary's opening up to its skills and its aim ("Looking to bring this to…"): where it says who the person is. */
export const summaryOpening = (summary: string): string => summary.split(/, skilled in | Looking to bring /)[0]!;

/** The skills the suggested summary claims: "skilled in A, B and C." */
export function summarySkills(summary: string): string[] {
  const list = /, skilled in (.+?)\.(?:\s|$)/.exec(summary)?.[1];
  if (!list) return [];
  const items = list.split(', ');
  const last = items.pop()!;
  const and = last.lastIndexOf(' and ');
  return and >= 0 ? [...items, last.slice(0, and), last.slice(and + 5)] : [...items, last];
}

/** Why a suggested skill is not a whole term (a piece of a list cut mid-term), or null. */
export function termProblem(skill: string): string | null {
  if ((skill.match(/\(/g) ?? []).length !== (skill.match(/\)/g) ?? []).length) return 'unbalanced parentheses';
  if (/^[^\p{L}\p{N}.]/u.test(skill) || /[^\p{L}\p{N}+#)]$/u.test(skill)) return 'punctuation at an edge';
  if (/:|\.\s/.test(skill)) return 'a list label or a sentence inside';
  return null;
}

/** An employer's or school's name as the corpus lists it, and the target's company with its first word. */
export const corpusNames = (names: readonly string[], companyName: string): Set<string> =>
  new Set([...names, companyName, companyName.split(/\s+/)[0]!].map(normalize));

// ---- Forwarded mail: the rules' outcomes and what they read, against the corpus's labels ----

/** What a message is labelled with, or what the rules made of it (an interview as its start, ISO). */
export interface InboundReading {
  outcome: string;
  company: string | null;
  role: string | null;
  postingId: string | null;
  interviewStart: string | null;
}

const INBOUND_FIELDS = ['company', 'role', 'postingId', 'interviewStart'] as const;

/**
 * The rules scored on labelled messages. A wrong known outcome (a rejection read as an offer, a job
 * alert read as a confirmation) is counted apart from a miss (a known outcome left unknown): the
 * first changes a status wrongly, the second changes nothing. What was read (company, role, posting
 * id, interview start) is scored on the messages labelled with a known outcome; names match ignoring
 * case and punctuation, and "none" matches "none".
 */
export function inboundScores(pairs: readonly { file: string; expected: InboundReading; got: InboundReading }[]) {
  const known = pairs.filter((p) => p.expected.outcome !== 'unknown');
  const answeredKnown = pairs.filter((p) => p.got.outcome !== 'unknown');
  const wrong = answeredKnown.filter((p) => p.got.outcome !== p.expected.outcome);
  const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : normalize(a) === normalize(b));
  const findings = [
    ...pairs.filter((p) => p.got.outcome !== p.expected.outcome).map((p) => ({ file: p.file, field: 'outcome', expected: p.expected.outcome, got: p.got.outcome })),
    ...known.flatMap((p) => INBOUND_FIELDS.filter((f) => !same(p.expected[f], p.got[f])).map((f) => ({ file: p.file, field: f, expected: p.expected[f], got: p.got[f] }))),
  ];
  const share = (field: (typeof INBOUND_FIELDS)[number]) => (known.length === 0 ? 1 : known.filter((p) => same(p.expected[field], p.got[field])).length / known.length);
  return {
    messages: pairs.length,
    outcomeAccuracy: pairs.length === 0 ? 1 : pairs.filter((p) => p.got.outcome === p.expected.outcome).length / pairs.length,
    /** Of the messages answered with a known outcome, the share answered right. */
    knownPrecision: answeredKnown.length === 0 ? 1 : (answeredKnown.length - wrong.length) / answeredKnown.length,
    wrongKnownOutcomes: wrong.length,
    missedKnownOutcomes: known.filter((p) => p.got.outcome === 'unknown').length,
    extraction: Object.fromEntries(INBOUND_FIELDS.map((f) => [f, share(f)])) as Record<(typeof INBOUND_FIELDS)[number], number>,
    findings,
  };
}
