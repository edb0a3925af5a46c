// The system's own answers: what the client learns at start, the health check, and a path the
// client could not route.
import { z } from 'zod';

export const systemInfo = z.object({
  appName: z.string(),
  billingProvider: z.enum(['stripe', 'local']),
});
export type SystemInfo = z.infer<typeof systemInfo>;

export const health = z.object({ status: z.enum(['ok', 'unavailable', 'draining']) });
export type Health = z.infer<typeof health>;

/** A path the client could not route, as the not-found screen reports it. */
export const notFoundReport = z.object({ path: z.string().max(2048) });
