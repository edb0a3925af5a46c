import { z } from 'zod';

export const systemInfo = z.object({
  appName: z.string(),
  billingProvider: z.enum(['stripe', 'local']),
});
export type SystemInfo = z.infer<typeof systemInfo>;

export const health = z.object({ status: z.enum(['ok', 'unavailable']) });
export type Health = z.infer<typeof health>;
