// `node scripts/bench-pdf.ts`: how long rendering a two-page resume to PDF takes in each template,
// the work one export does on the server (docs/decisions/019-resume-pdf-engine.md). Prints one JSON
// document with p50 and p99 in milliseconds per template.
//   BENCH_ROUNDS (200), after BENCH_WARMUP (20) untimed renders
import { RESUME_TEMPLATE_IDS } from '#shared/constants/resumes.ts';
import { renderResumePdf } from '../src/server/features/resumes/pdf/render.ts';
import { sampleResume } from './support/sample-resume.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const warmup = Number(process.env.BENCH_WARMUP ?? 20);

const templates: Record<string, { p50Ms: number; p99Ms: number; bytes: number }> = {};
for (const template of RESUME_TEMPLATE_IDS) {
  let bytes = 0;
  for (let i = 0; i < warmup; i++) bytes = (await renderResumePdf(sampleResume, template)).length;
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await renderResumePdf(sampleResume, template);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => Number(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2));
  templates[template] = { p50Ms: at(0.5), p99Ms: at(0.99), bytes };
}
process.stdout.write(`${JSON.stringify({ rounds, warmup, templates }, null, 2)}\n`);
