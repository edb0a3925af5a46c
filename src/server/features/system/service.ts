import { APP_NAME } from '../../../shared/constants.ts';
import type { SystemInfo } from '../../../shared/schemas/system.ts';
import type { Config } from '../../config.ts';

/** Which optional integrations are configured, so screens can enable or explain their buttons. */
export function getSystemInfo(config: Config): SystemInfo {
  return {
    appName: APP_NAME,
    oauth: { google: config.oauth.google !== null, linkedin: config.oauth.linkedin !== null },
    billingProvider: config.stripe ? 'stripe' : 'local',
  };
}
