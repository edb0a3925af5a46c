import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than cores, runs the integration files one at a time on
    // two cores, which then sit half idle: a file mostly waits on timers, loopback peers and child
    // processes (the suite on PGlite: 14 min with one worker; decision 046).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/db-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          fileParallelism: false,
          // A screen waits on the server and a lazy chunk; on a loaded CI machine that can pass one
          // second, Vitest's default for expect.poll.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
