// `npm run bench:lcp`: the Largest Contentful Paint of the budgeted public pages (/, /jobs, /news) on
// a CPU slowed four times, from cold loads against the built client and a fresh embedded database
// with demo content. Prints one JSON document (median and every run, in ms, with the first screen's
// requests and round trips) and exits 1 when a median is over 2.5 s. The figure depends on the host:
// run it on a quiet machine (docs/architecture.md, "Budgets").
//   BENCH_ROUNDS (5) cold loads per page
import { buildClient } from './support/build-client.ts';
import { launchChromium } from './support/chromium.ts';
import { FIRST_SCREENS, LCP_BUDGET_MS, LCP_CPU_SLOWDOWN, loadFirstScreen, type FirstScreenPath } from './support/first-screen.ts';
import { startServer } from './support/server-process.ts';
import { median } from './support/stats.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

await buildClient();
const server = await startServer();
const browser = await launchChromium();
const pages: Record<string, { medianMs: number; runsMs: number[]; requests: number; roundTrips: number }> = {};
try {
  for (const path of Object.keys(FIRST_SCREENS) as FirstScreenPath[]) {
    const runs = [];
    for (let i = 0; i < rounds; i += 1) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
      runs.push(await loadFirstScreen(await context.newPage(), path));
      await context.close();
    }
    const runsMs = runs.map((r) => Math.round(r.lcpMs));
    pages[path] = { medianMs: median(runsMs), runsMs, requests: median(runs.map((r) => r.requests)), roundTrips: median(runs.map((r) => r.roundTrips)) };
  }
} finally {
  await browser.close();
  await server.stop();
}
process.stdout.write(`${JSON.stringify({ cpuSlowdown: LCP_CPU_SLOWDOWN, budgetMs: LCP_BUDGET_MS, rounds, pages }, null, 2)}\n`);
const over = Object.entries(pages).filter(([, p]) => p.medianMs > LCP_BUDGET_MS);
if (over.length) {
  console.error(`over the ${LCP_BUDGET_MS} ms budget: ${over.map(([path, p]) => `${path} ${p.medianMs} ms`).join(', ')}`);
  process.exit(1);
}
