// `node scripts/bench-pdf.ts`: how long rendering a PDF takes, the work one export does on the
// server (docs/decisions/019-resume-pdf-engine.md, 055-every-script-prints.md): a two-page resume in
// each template (standard fonts), the same resume under a CJK name (embedded fonts), and a one-page
// cover letter with a Latin and with a CJK name; then the CJK resume and letter as a download draws
// them, in the standing worker thread (the hand-over included). Prints one JSON document with the
// first call, p50, p99 and max in milliseconds and the file's size for each.
//   BENCH_ROUNDS (200), after BENCH_WARMUP (20) untimed renders
import { RESUME_TEMPLATE_IDS } from '#shared/constants/resumes.ts';
import { letterContent } from '#shared/schemas/cover-letters.ts';
import { renderLetterPdf } from '../src/server/features/cover-letters/pdf.ts';
import { renderResumePdf } from '../src/server/features/resumes/pdf/render.ts';
import { standingWorker } from '../src/server/platform/workers.ts';
import type { LetterDocument } from '#shared/rules/cover-letter.ts';
import type { ResumePdfTask } from '../src/server/features/resumes/pdf/worker.ts';
import { sampleResume } from './support/sample-resume.ts';
import { timeCalls } from './support/stats.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const warmup = Number(process.env.BENCH_WARMUP ?? 20);

/** The render's times (scripts/support/stats.ts) and the size of the file it makes. */
async function measure(render: () => Promise<Buffer>) {
  const times = await timeCalls(render, { rounds, warmup });
  return { ...times, bytes: (await render()).length };
}

const cjkName = { ...sampleResume.personalInfo, firstName: '李', lastName: '小龍' };
const letter = (header: typeof sampleResume.personalInfo) => ({
  content: letterContent.parse({
    recipient: { name: 'Priya Raman', title: 'Head of Engineering', company: 'Acme Payments', address: '100 Main Street\nAustin, TX 78701' },
    body: [sampleResume.professionalSummary, ...sampleResume.experience.slice(0, 2).map((job) => job.description.replace(/\n/g, '. '))].join('\n\n'),
  }),
  header,
  template: 'modern-professional' as const,
  date: '2026-11-27',
});

const templates: Record<string, Awaited<ReturnType<typeof measure>>> = {};
for (const template of RESUME_TEMPLATE_IDS) templates[template] = await measure(() => renderResumePdf(sampleResume, template));
const embedded = {
  resumeCjkName: await measure(() => renderResumePdf({ ...sampleResume, personalInfo: cjkName }, 'modern-professional')),
  letter: await measure(() => renderLetterPdf(letter(sampleResume.personalInfo))),
  letterCjkName: await measure(() => renderLetterPdf(letter(cjkName))),
};
const limits = { timeoutMs: 15_000, memoryMb: 256 };
const resumeWorker = standingWorker<ResumePdfTask, Uint8Array>(new URL('../src/server/features/resumes/pdf/worker.ts', import.meta.url));
const letterWorker = standingWorker<LetterDocument, Uint8Array>(new URL('../src/server/features/cover-letters/pdf-worker.ts', import.meta.url));
const drawn = async (run: Promise<Awaited<ReturnType<typeof resumeWorker>>>) => {
  const result = await run;
  if (!result.ok) throw new Error(result.detail);
  return Buffer.from(result.value);
};
const inWorker = {
  resumeCjkNameInWorker: await measure(() => drawn(resumeWorker({ content: { ...sampleResume, personalInfo: cjkName }, template: 'modern-professional' }, limits))),
  letterCjkNameInWorker: await measure(() => drawn(letterWorker(letter(cjkName), limits))),
};
process.stdout.write(`${JSON.stringify({ rounds, warmup, templates, ...embedded, ...inWorker }, null, 2)}\n`);
