// `node scripts/bench-password.ts`: how long one argon2id password hash (and one verification)
// takes with the parameters sign-up and sign-in use. Prints one JSON document.
//   BENCH_ROUNDS (50)
import { hashPassword, verifyPassword } from '../src/server/platform/passwords.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 50);

async function time(work: () => Promise<unknown>) {
  const samples: number[] = [];
  await work(); // warm-up
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => Number(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2));
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

const password = 'benchmark-password-of-usual-length';
const stored = await hashPassword(password);
const report = { algorithm: 'argon2id (19 MiB, t=2, p=1)', rounds, hash: await time(() => hashPassword(password)), verify: await time(() => verifyPassword(stored, password)) };
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
