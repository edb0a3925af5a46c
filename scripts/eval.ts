// `npm run eval`: the judgement engines measured on the labelled corpus in eval/corpus/ (issue 28),
// in-process, no server. Prints one JSON document: the match ranking's NDCG@10 and grade-3 jobs in
// the top three, the ATS's missing-keyword precision and false claims about held titles, the
// coach's on-topic minus off-topic score gap. `--check` (or EVAL_CHECK=1) exits 1 below the issue's
// targets; the plain run only prints.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { matchScore, type MatchProfile } from '#shared/rules/match-score.ts';
import { jobFields } from '#shared/schemas/jobs.ts';
import { resumeContent } from '#shared/schemas/resumes.ts';
import { onboardingProfileInput } from '#shared/schemas/onboarding.ts';
import { jobTerms, scoreResume } from '../src/server/engines/ats/index.ts';
import { analyseInterview } from '../src/server/features/interview/feedback/index.ts';
import { mean, ndcgAt, normalize, saysPhrase } from './support/eval-metrics.ts';

const TARGETS = { ndcgAt10: 0.85, top3Grade3Share: 1, falseTitleClaims: 0, namesAmongMissing: 0, coachMeanGap: 20, coachPairsNotPositive: 0 };
/** Resume dates are read against this day, so "current" positions and students stay as written. */
const NOW = new Date('2025-11-15T12:00:00Z');
/** The coach keeps this many of the job's terms (interview/service.ts). */
const COACH_TERMS = 12;

const corpus = (file: string): unknown => JSON.parse(readFileSync(new URL(`../eval/corpus/${file}`, import.meta.url), 'utf8'));

const resumes = z
  .array(z.object({ id: z.string(), profile: onboardingProfileInput, content: resumeContent }))
  .parse(corpus('resumes.json'));
const postings = z
  .array(z.object({ id: z.string(), postedDate: z.string() }).and(jobFields))
  .parse(corpus('postings.json'));
const grades = z.record(z.string(), z.record(z.string(), z.number().int().min(0).max(3))).parse(corpus('grades.json'));
const atsExpectations = z
  .record(z.string(), z.object({ heldTitles: z.array(z.string()), names: z.array(z.string()), targets: z.array(z.string()) }))
  .parse(corpus('ats.json'));
const answer = z.object({ duration: z.number().int(), answer: z.string() });
const answers = z
  .object({
    target: z.string(),
    questions: z.array(z.object({ id: z.string(), question: z.string(), onTopic: answer, weak: answer })),
    offTopicOnly: z.array(answer.extend({ id: z.string() })),
  })
  .parse(corpus('answers.json'));

const postingById = new Map(postings.map((p) => [p.id, p]));
const posting = (id: string) => postingById.get(id) ?? fail(`unknown posting ${id}`);
function fail(message: string): never {
  throw new Error(`eval/corpus: ${message}`);
}
for (const r of resumes) {
  const row = grades[r.id] ?? fail(`no grades for ${r.id}`);
  for (const p of postings) if (row[p.id] === undefined) fail(`no grade for ${r.id} × ${p.id}`);
}

// ---- Match: every posting ranked as jobs.search sort 'match' ranks the board (ties newest first) ----

function matchProfile(profile: z.output<typeof onboardingProfileInput>): MatchProfile {
  return {
    industryPreferences: profile.industryPreferences,
    preferredWorkModel: profile.preferredWorkModel,
    locationPreference: profile.locationPreference,
    willingToRelocate: profile.willingToRelocate,
    targetSalaryMin: profile.targetSalaryMin,
    targetSalaryMax: profile.targetSalaryMax,
    skillLevel: profile.skillLevel,
  };
}

const match = resumes.map((r) => {
  const profile = matchProfile(r.profile);
  const graded = grades[r.id]!;
  const ranked = postings
    .map((p) => ({ p, score: matchScore(profile, p).score }))
    .sort((a, b) => b.score - a.score || b.p.postedDate.localeCompare(a.p.postedDate) || (a.p.id < b.p.id ? 1 : -1));
  const rankedGrades = ranked.map((x) => graded[x.p.id]!);
  return {
    resume: r.id,
    ndcgAt10: ndcgAt(rankedGrades, Object.values(graded), 10) ?? 1,
    grade3InTop3: rankedGrades.slice(0, 3).includes(3),
    top3: ranked.slice(0, 3).map((x) => `${x.p.title} (${x.score}, grade ${graded[x.p.id]})`),
  };
});

// ---- ATS: each resume against its target postings ----

const resumeText = (content: z.output<typeof resumeContent>) =>
  [
    content.professionalSummary,
    ...content.experience.flatMap((e) => [e.position, e.company, e.location, e.description]),
    ...content.education.flatMap((e) => [e.institution, e.degree, e.field]),
    ...content.skills,
    ...content.certifications.flatMap((c) => [c.name, c.issuer]),
    ...content.projects.flatMap((p) => [p.name, p.role, p.description]),
    ...[...content.volunteer, ...content.leadership].flatMap((a) => [a.role, a.organization, a.location, a.description]),
    ...content.awards.flatMap((a) => [a.title, a.awarder, a.description]),
    ...content.languages.map((l) => l.language),
  ].join('\n');

/** What the engine says a position of the resume names: the title factor's claim and the summary's opening. */
function titleClaims(result: ReturnType<typeof scoreResume>, targetTitle: string): string[] {
  const claims: string[] = [];
  const title = result.breakdown.find((f) => f.id === 'title');
  if (title && /^A position you held names /.test(title.detail)) claims.push(targetTitle);
  const opening = /^(.+?) with (hands-on experience|\d+\+? years? of experience)/.exec(result.optimized_suggestions.professional_summary);
  if (opening) claims.push(opening[1]!);
  return claims;
}

const missingFindings: { resume: string; posting: string; keyword: string; problem: 'employer or school name' | 'in the resume' }[] = [];
const falseClaims: { resume: string; posting: string; claimed: string }[] = [];
let reported = 0;
for (const r of resumes) {
  const expected = atsExpectations[r.id] ?? fail(`no ATS expectations for ${r.id}`);
  const text = resumeText(r.content);
  for (const postingId of expected.targets) {
    const p = posting(postingId);
    const target = { jobTitle: p.title, industry: r.profile.industryPreferences[0] ?? '', jobDescription: p.description };
    const result = scoreResume(r.content, target, NOW);
    // The posting's own company and its first word (the name its ad repeats) are names too.
    const names = new Set([...expected.names, p.companyName, p.companyName.split(/\s+/)[0]!].map(normalize));
    for (const keyword of result.keywords.missing) {
      reported += 1;
      if (names.has(normalize(keyword))) missingFindings.push({ resume: r.id, posting: p.id, keyword, problem: 'employer or school name' });
      else if (saysPhrase(text, keyword)) missingFindings.push({ resume: r.id, posting: p.id, keyword, problem: 'in the resume' });
    }
    // A claim is true when a held title says the claimed title as whole words ("Data Analyst Intern" holds "Data Analyst").
    for (const claimed of titleClaims(result, p.title)) {
      if (!expected.heldTitles.some((held) => saysPhrase(held, claimed))) falseClaims.push({ resume: r.id, posting: p.id, claimed });
    }
  }
}
const namesAmongMissing = missingFindings.filter((f) => f.problem === 'employer or school name').length;

// ---- Coach: each question answered on topic, with another question's answer, and weakly ----

const coachTarget = posting(answers.target);
const terms = jobTerms({ jobTitle: coachTarget.title, jobDescription: coachTarget.description })
  .slice(0, COACH_TERMS)
  .map((t) => t.display);
const scoreAnswer = (question: string, given: z.output<typeof answer>) =>
  analyseInterview({
    questions: [{ id: 'q', question, category: 'behavioral', difficulty: 'medium', tips: [] }],
    responses: [{ question, answer: given.answer, duration: given.duration, timestamp: NOW.toISOString() }],
    jobTerms: terms,
  }).responseAnalysis[0]!.score;

const coachPairs = answers.questions.flatMap((q) => {
  const onTopic = scoreAnswer(q.question, q.onTopic);
  const others = [
    ...answers.questions.filter((o) => o.id !== q.id).map((o) => ({ id: `${o.id} answer`, given: o.onTopic })),
    ...answers.offTopicOnly.map((o) => ({ id: o.id, given: o })),
  ];
  return others.map((o) => ({ question: q.id, offTopic: o.id, onTopic, offTopicScore: scoreAnswer(q.question, o.given), gap: 0 }));
});
for (const pair of coachPairs) pair.gap = pair.onTopic - pair.offTopicScore;
const weakGaps = answers.questions.map((q) => scoreAnswer(q.question, q.onTopic) - scoreAnswer(q.question, q.weak));

// ---- Report ----

const ndcgMean = mean(match.map((m) => m.ndcgAt10));
const top3Share = match.filter((m) => m.grade3InTop3).length / match.length;
const coachMeanGap = mean(coachPairs.map((p) => p.gap));
const coachNotPositive = coachPairs.filter((p) => p.gap <= 0).length;
const round = (n: number) => Math.round(n * 1000) / 1000;
const failures = [
  ndcgMean < TARGETS.ndcgAt10 && `NDCG@10 ${round(ndcgMean)} < ${TARGETS.ndcgAt10}`,
  top3Share < TARGETS.top3Grade3Share && `${match.filter((m) => !m.grade3InTop3).length} resumes without a grade-3 job in the top 3`,
  falseClaims.length > TARGETS.falseTitleClaims && `${falseClaims.length} false claims about held titles`,
  namesAmongMissing > TARGETS.namesAmongMissing && `${namesAmongMissing} employer or school names among missing keywords`,
  coachMeanGap < TARGETS.coachMeanGap && `coach gap ${round(coachMeanGap)} < ${TARGETS.coachMeanGap}`,
  coachNotPositive > TARGETS.coachPairsNotPositive && `${coachNotPositive} coach pairs with no positive gap`,
].filter((f): f is string => typeof f === 'string');

console.log(
  JSON.stringify(
    {
      corpus: { resumes: resumes.length, postings: postings.length, gradedPairs: resumes.length * postings.length },
      match: {
        ndcgAt10: round(ndcgMean),
        top3Grade3Share: round(top3Share),
        perResume: match.map((m) => ({ ...m, ndcgAt10: round(m.ndcgAt10) })),
      },
      ats: {
        pairs: Object.values(atsExpectations).reduce((n, e) => n + e.targets.length, 0),
        missingKeywords: { reported, precision: round(reported === 0 ? 1 : (reported - missingFindings.length) / reported), employerOrSchoolNames: namesAmongMissing, presentInResume: missingFindings.length - namesAmongMissing },
        falseTitleClaims: falseClaims.length,
        findings: { missingKeywords: missingFindings, falseTitleClaims: falseClaims },
      },
      coach: {
        meanGap: round(coachMeanGap),
        pairsNotPositive: coachNotPositive,
        pairs: coachPairs.length,
        meanGapOverWeak: round(mean(weakGaps)),
        perPair: coachPairs,
      },
      targets: TARGETS,
      failures,
    },
    null,
    2,
  ),
);
if ((process.argv.includes('--check') || process.env.EVAL_CHECK === '1') && failures.length > 0) process.exitCode = 1;
