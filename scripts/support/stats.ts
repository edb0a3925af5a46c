// Summaries of measured samples, for the benchmarks and probes.

/** The middle value (the mean of the two middle ones for an even count); 0 when nothing was measured. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The value below which a share `q` (0-1) of the samples fall, nearest rank; 0 when nothing was measured. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export interface CallTimes {
  /** The first call, timed alone: what builds its caches at first use. */
  firstCallMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * Times `call`: its first call alone, then `rounds` calls after `warmup` untimed ones (the JIT
 * settles); an async call is awaited. Milliseconds to three places.
 */
export async function timeCalls(call: () => unknown, { rounds, warmup }: { rounds: number; warmup: number }): Promise<CallTimes> {
  const ms = (value: number) => Number(value.toFixed(3));
  const firstStart = performance.now();
  await call();
  const firstCallMs = performance.now() - firstStart;
  for (let i = 0; i < warmup; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return { firstCallMs: ms(firstCallMs), p50Ms: ms(percentile(samples, 0.5)), p99Ms: ms(percentile(samples, 0.99)), maxMs: ms(Math.max(...samples)) };
}
