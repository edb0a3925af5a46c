// `npm run eval`: the judgement engines measured on the labelled corpus in eval/corpus/ (issue 28),
// in-process, no server. Prints one JSON document: the match ranking's NDCG@10 and grade-3 jobs in
// the top three, the ATS's missing-keyword precision, false claims about held titles and suggested
// summaries that open with a role other than the one that fits the target, the
// coach's on-topic minus off-topic score gap, and cover letters drafted from evidence: sentences
// their resume line or numbers do not support, gaps claimed anyway, roles claimed that were not held;
// and forwarded e-mail (issue 31) as the rules read the labelled messages of eval/corpus/inbound-mail:
// the share whose outcome is right, the known outcomes that are wrong (worse than unknown: they change
// a status), and the company and role read. `--check` (or EVAL_CHECK=1) exits 1 below the issues'
// targets; the plain run only prints.
import { compileJob, compilePerson, jobFeatures, matchOf, personFeatures, rankOf } from '../src/server/engines/match/index.ts';
import { jobTerms, mentions, scoreResume } from '../src/server/engines/ats/index.ts';
import { analyseInterview } from '../src/server/features/interview/feedback/index.ts';
import { draftLetter, LETTER_TERMS, letterJobTerms } from '../src/server/features/cover-letters/draft.ts';
import { classify } from '../src/server/features/inbound-mail/classify/index.ts';
import { answers, atsPairs, atsTarget, corpusError as fail, grades, posting, postings, resumes, type CorpusAnswer } from './support/eval-corpus.ts';
import { corpusNames, inboundScores, mean, ndcgAt, normalize, resumeText, saysPhrase, summaryOpening, titleClaims, type InboundReading } from './support/eval-metrics.ts';
import { readInboundCorpus } from './support/inbound-corpus.ts';

const TARGETS = { ndcgAt10: 0.85, top3Grade3Share: 1, falseTitleClaims: 0, namesAmongMissing: 0, summaryOpeningsOffTarget: 0, coachMeanGap: 20, coachPairsNotPositive: 0, letterUnsupportedSentences: 0, letterClaimedGaps: 0, letterFalseTitleClaims: 0, emailOutcomeAccuracy: 0.9, emailWrongKnownOutcomes: 0, emailCompanyAccuracy: 0.9, emailRoleAccuracy: 0.85 };
/** Resume dates are read against this day, so "current" positions and students stay as written. */
const NOW = new Date('2025-11-15T12:00:00Z');
/** The coach keeps this many of the job's terms (interview/service.ts). */
const COACH_TERMS = 12;
/** The upload parse limits' defaults (DOCUMENT_PARSE_*), for reading the e-mail corpus in the worker as the server does. */
const MAIL_READ_LIMITS = { timeoutMs: 15_000, memoryMb: 512 };

for (const r of resumes) {
  const row = grades[r.id] ?? fail(`no grades for ${r.id}`);
  for (const p of postings) if (row[p.id] === undefined) fail(`no grade for ${r.id} × ${p.id}`);
}

// ---- Match: every posting ranked as jobs.search sort 'match' ranks the board (ties newest first) ----

const compiledPostings = postings.map((p) => ({ p, job: compileJob(jobFeatures(p), p) }));

const match = resumes.map((r) => {
  const person = compilePerson(personFeatures(r.content, r.profile, NOW), r.profile);
  const graded = grades[r.id]!;
  const ranked = compiledPostings
    .map(({ p, job }) => ({ p, job, rank: rankOf(person, job) }))
    .sort((a, b) => b.rank - a.rank || b.p.postedDate.localeCompare(a.p.postedDate) || (a.p.id < b.p.id ? 1 : -1));
  const rankedGrades = ranked.map((x) => graded[x.p.id]!);
  return {
    resume: r.id,
    ndcgAt10: ndcgAt(rankedGrades, Object.values(graded), 10) ?? 1,
    grade3InTop3: rankedGrades.slice(0, 3).includes(3),
    top3: ranked.slice(0, 3).map((x) => `${x.p.title} (${matchOf(person, x.job).score}, grade ${graded[x.p.id]}): ${matchOf(person, x.job).reason}`),
  };
});

// ---- ATS: each resume against its target postings ----

const missingFindings: { resume: string; posting: string; keyword: string; problem: 'employer or school name' | 'in the resume' }[] = [];
const falseClaims: { resume: string; posting: string; claimed: string }[] = [];
/** Summaries that do not open with a role a recruiter would lead with for this target (ats.json's `relevant`). */
const offTargetOpenings: { resume: string; posting: string; opening: string }[] = [];
let reported = 0;
for (const { resume: r, posting: p, expected, relevant } of atsPairs) {
  const text = resumeText(r.content);
  const result = scoreResume(r.content, atsTarget(r, p), NOW);
  // The posting's own company and its first word (the name its ad repeats) are names too.
  const names = corpusNames(expected.names, p.companyName);
  for (const keyword of result.keywords.missing) {
    reported += 1;
    if (names.has(normalize(keyword))) missingFindings.push({ resume: r.id, posting: p.id, keyword, problem: 'employer or school name' });
    else if (saysPhrase(text, keyword)) missingFindings.push({ resume: r.id, posting: p.id, keyword, problem: 'in the resume' });
  }
  // A claim is true when a held title says the claimed title as whole words ("Data Analyst Intern" holds "Data Analyst").
  for (const claimed of titleClaims(result, p.title)) {
    if (!expected.heldTitles.some((held) => saysPhrase(held, claimed))) falseClaims.push({ resume: r.id, posting: p.id, claimed });
  }
  const opening = summaryOpening(result.optimized_suggestions.professional_summary);
  if (!relevant.some((title) => saysPhrase(opening, title))) offTargetOpenings.push({ resume: r.id, posting: p.id, opening });
}
const namesAmongMissing = missingFindings.filter((f) => f.problem === 'employer or school name').length;

// ---- Coach: each question answered on topic, with another question's answer, and weakly ----

const coachTarget = posting(answers.target);
const terms = jobTerms({ jobTitle: coachTarget.title, jobDescription: coachTarget.description })
  .slice(0, COACH_TERMS)
  .map((t) => t.display);
const scoreAnswer = (question: string, given: CorpusAnswer) =>
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

// ---- Cover letters: each resume drafted for its target postings ----

const letterFindings: { resume: string; posting: string; problem: 'unsupported sentence' | 'gap claimed' | 'title not held'; text: string }[] = [];
const letterStats: { words: number; coverage: number | null }[] = [];
/** "I currently work as X at …", "where I worked as X,": the role a sentence says the writer holds or held. */
const CLAIMED_ROLE = /\b(?:work|worked|working) as (?:an? |the )?(.+?)(?: at | with | for |,|\.|$)/i;
for (const { resume: r, posting: p, expected } of atsPairs) {
  const job = { jobTitle: p.title, company: p.companyName, description: p.description };
  const { content, evidence } = draftLetter(r.content, job, { today: NOW.toISOString().slice(0, 10) });
  const text = resumeText(r.content);
  const numbersKnown = new Set(`${text} ${p.title} ${p.description}`.match(/\d+(?:[.,]\d+)*/g) ?? []);
  for (const s of evidence.sentences) {
    const unknownNumber = (s.sentence.match(/\d+(?:[.,]\d+)*/g) ?? []).find((n) => !numbersKnown.has(n));
    // The skills line is the resume's skills joined by commas, a degree's its degree and field; any other line is the resume's own text.
    const lineShown = /^(?:Skills|Education)\b/.test(s.resumePlace) ? s.resumeLine.split(', ').every((part) => text.includes(part)) : text.includes(s.resumeLine);
    if ((s.resumeLine && !lineShown) || unknownNumber) letterFindings.push({ resume: r.id, posting: p.id, problem: 'unsupported sentence', text: s.sentence });
    const role = CLAIMED_ROLE.exec(s.sentence)?.[1];
    if (role && !expected.heldTitles.some((held) => saysPhrase(held, role) || saysPhrase(role, held))) {
      letterFindings.push({ resume: r.id, posting: p.id, problem: 'title not held', text: s.sentence });
    }
  }
  // A gap may be named where the letter names the role or the company, never in a sentence resting on the resume.
  const claims = evidence.sentences.filter((s) => s.resumeLine).map((s) => s.sentence).join(' ').replaceAll(p.companyName, '');
  for (const gap of evidence.gaps) if (mentions(claims, gap)) letterFindings.push({ resume: r.id, posting: p.id, problem: 'gap claimed', text: gap });
  // Of the required terms the letter sets out to answer that the resume shows, the share it names.
  const shown = letterJobTerms(job, r.content)
    .filter((t) => t.required)
    .slice(0, LETTER_TERMS)
    .filter((t) => !evidence.gaps.includes(t.display));
  letterStats.push({
    words: content.body.split(/\s+/).filter(Boolean).length,
    coverage: shown.length === 0 ? null : shown.filter((t) => mentions(content.body, t.display)).length / shown.length,
  });
}
const letterCount = (problem: (typeof letterFindings)[number]['problem']) => letterFindings.filter((f) => f.problem === problem).length;

// ---- E-mail: every labelled message read (in the worker, as the server reads it) and classified ----

const mailPairs = (await readInboundCorpus(MAIL_READ_LIMITS)).map(({ file, label, outcome }): { file: string; expected: InboundReading; got: InboundReading } => {
  if (!outcome.ok) fail(`eval/corpus/inbound-mail/${file} was refused: ${outcome.reason}`);
  const c = classify(outcome.message);
  return {
    file,
    expected: label,
    got: { outcome: c.outcome, company: c.company, role: c.role, postingId: c.postingId, interviewStart: c.interview?.startsAt.toISOString() ?? null },
  };
});
const mail = inboundScores(mailPairs);

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
  offTargetOpenings.length > TARGETS.summaryOpeningsOffTarget && `${offTargetOpenings.length} suggested summaries that do not open with the role that fits the target`,
  coachMeanGap < TARGETS.coachMeanGap && `coach gap ${round(coachMeanGap)} < ${TARGETS.coachMeanGap}`,
  coachNotPositive > TARGETS.coachPairsNotPositive && `${coachNotPositive} coach pairs with no positive gap`,
  letterCount('unsupported sentence') > TARGETS.letterUnsupportedSentences && `${letterCount('unsupported sentence')} letter sentences their evidence does not support`,
  letterCount('gap claimed') > TARGETS.letterClaimedGaps && `${letterCount('gap claimed')} gaps claimed in letters`,
  letterCount('title not held') > TARGETS.letterFalseTitleClaims && `${letterCount('title not held')} letters claiming a role not held`,
  mail.outcomeAccuracy < TARGETS.emailOutcomeAccuracy && `e-mail outcome accuracy ${round(mail.outcomeAccuracy)} < ${TARGETS.emailOutcomeAccuracy}`,
  mail.wrongKnownOutcomes > TARGETS.emailWrongKnownOutcomes && `${mail.wrongKnownOutcomes} e-mails given a wrong known outcome`,
  mail.extraction.company < TARGETS.emailCompanyAccuracy && `e-mail company accuracy ${round(mail.extraction.company)} < ${TARGETS.emailCompanyAccuracy}`,
  mail.extraction.role < TARGETS.emailRoleAccuracy && `e-mail role accuracy ${round(mail.extraction.role)} < ${TARGETS.emailRoleAccuracy}`,
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
        pairs: atsPairs.length,
        missingKeywords: { reported, precision: round(reported === 0 ? 1 : (reported - missingFindings.length) / reported), employerOrSchoolNames: namesAmongMissing, presentInResume: missingFindings.length - namesAmongMissing },
        falseTitleClaims: falseClaims.length,
        summaryOpeningsOffTarget: offTargetOpenings.length,
        findings: { missingKeywords: missingFindings, falseTitleClaims: falseClaims, summaryOpeningsOffTarget: offTargetOpenings },
      },
      coach: {
        meanGap: round(coachMeanGap),
        pairsNotPositive: coachNotPositive,
        pairs: coachPairs.length,
        meanGapOverWeak: round(mean(weakGaps)),
        perPair: coachPairs,
      },
      letters: {
        drafted: atsPairs.length,
        unsupportedSentences: letterCount('unsupported sentence'),
        claimedGaps: letterCount('gap claimed'),
        falseTitleClaims: letterCount('title not held'),
        requiredTermsNamed: round(mean(letterStats.flatMap((l) => (l.coverage === null ? [] : [l.coverage])))),
        wordsInRange: round(letterStats.filter((l) => l.words >= 250 && l.words <= 400).length / letterStats.length),
        meanWords: Math.round(mean(letterStats.map((l) => l.words))),
        findings: letterFindings,
      },
      email: {
        messages: mail.messages,
        outcomeAccuracy: round(mail.outcomeAccuracy),
        knownPrecision: round(mail.knownPrecision),
        wrongKnownOutcomes: mail.wrongKnownOutcomes,
        missedKnownOutcomes: mail.missedKnownOutcomes,
        extraction: Object.fromEntries(Object.entries(mail.extraction).map(([field, share]) => [field, round(share)])),
        findings: mail.findings,
      },
      targets: TARGETS,
      failures,
    },
    null,
    2,
  ),
);
if ((process.argv.includes('--check') || process.env.EVAL_CHECK === '1') && failures.length > 0) process.exitCode = 1;
