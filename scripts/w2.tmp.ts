import { standingWorker } from '../src/server/platform/workers.ts';
const run = standingWorker<any, any>(new URL('../tests/support/standing-task.ts', import.meta.url));
console.log(await Promise.all(['a', 'b'].map((value) => run({ value }, { timeoutMs: 2000, memoryMb: 64 })).map((p) => p.catch((e) => String(e)))));
console.log(await run({ value: 'x', fail: true }, { timeoutMs: 2000, memoryMb: 64 }).catch((e) => String(e).slice(0, 100)));
console.log(await run({ value: 'y' }, { timeoutMs: 2000, memoryMb: 64 }));
