import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { APP_NAME } from '../../../shared/constants.ts';
import type { Health, SystemInfo } from '../../../shared/schemas/system.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enforceRateLimit, RATE_LIMITS } from '../../platform/rate-limit.ts';
import type { Context } from '../../trpc/context.ts';

const HEALTH_TIMEOUT_MS = 2000;

/** Which optional integrations are configured, so screens can enable or explain their buttons (sign-in providers: auth.providers). */
export function getSystemInfo(config: Config): SystemInfo {
  return {
    appName: APP_NAME,
    billingProvider: config.stripe ? 'stripe' : 'local',
  };
}

/** "ok" when the database answers a trivial query within two seconds; a failure is logged with its cause. */
export async function checkHealth(db: Db, log: FastifyBaseLogger): Promise<Health> {
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
export async function reportNotFound(ctx: Context, path: string): Promise<void> {
  await enforceRateLimit(ctx.db, RATE_LIMITS.notFoundReportsPerIp, ctx.ip ?? 'unknown');
  ctx.log.warn({ path, source: 'client' }, 'unknown path');
}
