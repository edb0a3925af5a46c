import { z } from 'zod';

export const systemInfo = z.object({
  appName: z.string(),
  oauth: z.object({ google: z.boolean(), linkedin: z.boolean() }),
  billingProvider: z.enum(['stripe', 'local']),
});
export type SystemInfo = z.infer<typeof systemInfo>;
