import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { APP_NAME } from '#shared/constants.ts';
import type { Health, notFoundReport, SystemInfo } from '#shared/schemas/system.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import type { PublicContext, ServerContext } from '../../trpc/context.ts';

const HEALTH_TIMEOUT_MS = 2000;

/** Which optional integrations are configured, so screens can enable or explain their buttons (sign-in providers: auth.providers). */
export function getSystemInfo(ctx: ServerContext): SystemInfo {
  return {
    appName: APP_NAME,
    billingProvider: ctx.config.stripe ? 'stripe' : 'local',
  };
}

/**
 * "ok" when the database answers a trivial query within two seconds; a failure is logged with its
 * cause. "draining" from the shutdown signal on, so a load balancer stops sending here.
 */
export async function checkHealth({ db, log, platform }: ServerContext): Promise<Health> {
  if (platform.drain.draining) return { status: 'draining' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer in ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return { status: 'ok' };
  } catch (err) {
    log.warn({ err }, 'health check: database did not answer');
    return { status: 'unavailable' };
  } finally {
    clearTimeout(timer);
  }
}

/** A path the client could not route, logged; limited per IP so the log cannot be flooded. */
export async function reportNotFound(ctx: PublicContext, { path }: z.output<typeof notFoundReport>): Promise<void> {
  await enforceRateLimit(ctx.db, RATE_LIMITS.notFoundReportsPerIp, ctx.ip ?? 'unknown');
  ctx.log.warn({ path, source: 'client' }, 'unknown path');
}
