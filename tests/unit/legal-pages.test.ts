// The Privacy Policy's retention figures and the Cookie Policy's lifetimes come from the constants
// the code enforces: change a constant and the page's words change with it.
import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '#shared/constants/auth.ts';
import { DATA_EXPORT_LIMITS } from '#shared/constants/data-export.ts';
import { NOTIFICATIONS_LIMITS } from '#shared/constants/notifications.ts';
import { RESUME_LIMITS } from '#shared/constants/resumes.ts';
import { COOKIES } from '#shared/cookies.ts';
import { RETENTION } from '../../src/client/pages/retention.ts';

const keptFor = (what: RegExp) => RETENTION.find((row) => what.test(row.what))!.kept;

describe('privacy policy retention', () => {
  it('states each figure the sweeps and expiry checks use', () => {
    expect(keptFor(/^Sign-in sessions/)).toContain(`${AUTH_LIMITS.sessionTtlDays} days`);
    expect(keptFor(/^E-mailed links/)).toContain(`${AUTH_LIMITS.emailLinkTtlHours.verifyEmail} hours for verification`);
    expect(keptFor(/^E-mailed links/)).toContain(`${AUTH_LIMITS.emailLinkTtlHours.resetPassword} hour for a password reset`);
    expect(keptFor(/^Notifications/)).toBe(`${NOTIFICATIONS_LIMITS.retentionDays} days, read or not`);
    expect(keptFor(/^A data export/)).toBe(`${DATA_EXPORT_LIMITS.expiryDays} days after it is ready`);
    expect(keptFor(/^An uploaded resume file/)).toBe(`${RESUME_LIMITS.unclaimedUploadHours} hours`);
  });
});

describe('cookie catalogue', () => {
  it('says each lifetime it sets', () => {
    expect(COOKIES.session.lifetime).toContain(`${AUTH_LIMITS.sessionTtlDays} days`);
    expect(COOKIES.session.maxAgeSeconds).toBe(AUTH_LIMITS.sessionTtlDays * 86_400);
    expect(COOKIES.knownDevice.lifetime).toBe(`${COOKIES.knownDevice.maxAgeSeconds / (365 * 86_400)} year`);
    expect(COOKIES.oauthPending.lifetime).toContain(`${COOKIES.oauthPending.maxAgeSeconds / 60} minutes`);
  });
});
