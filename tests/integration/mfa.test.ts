// Two-factor authentication through the real procedures: enrolment, the challenge at sign-in,
// replay refusal, recovery codes, disabling, and the limits on guessing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '#shared/constants/auth.ts';
import { TOASTS } from '#shared/toasts.ts';
import { mfaFactors, recoveryCodes, sessions } from '../../src/server/db/schema/index.ts';
import { sha256Hex, unseal } from '../../src/server/platform/crypto.ts';
import { testConfig } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { base32Decode, totpNow } from '../support/totp.ts';
import { callerWith, createTestUser, TEST_PASSWORD } from '../support/users.ts';

const { db } = await useTestDatabase();
const config = testConfig();

async function enrolledUser() {
  const user = await createTestUser(db);
  const browser = callerWith(db, user.token);
  const enrollment = await (await browser.caller()).mfa.enroll();
  const secret = base32Decode(enrollment.secret);
  const { recoveryCodes: codes } = await (await browser.caller()).mfa.confirmEnrollment({ factorId: enrollment.factorId, code: totpNow(secret) });
  return { user, browser, secret, factorId: enrollment.factorId, codes };
}

async function signInAgain(email: string) {
  const browser = callerWith(db, null);
  const result = await (await browser.caller()).auth.signIn({ email, password: TEST_PASSWORD });
  return { browser, result };
}

describe('enrolment', () => {
  it('gives a QR code and the secret, and keeps the secret only encrypted', async () => {
    const user = await createTestUser(db);
    const enrollment = await (await callerWith(db, user.token).caller()).mfa.enroll();
    expect(enrollment.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(enrollment.uri).toMatch(/^otpauth:\/\/totp\//);
    const [row] = await db.select().from(mfaFactors).where(eq(mfaFactors.id, enrollment.factorId));
    expect(row!.verifiedAt).toBeNull();
    expect(row!.secretEncrypted).not.toContain(enrollment.secret);
    expect(Buffer.from(unseal(config.encryptionKey, row!.secretEncrypted))).toEqual(Buffer.from(base32Decode(enrollment.secret)));
  });

  it('turns on with a right code: ten hashed recovery codes and a new aal2 session', async () => {
    const user = await createTestUser(db);
    const browser = callerWith(db, user.token);
    const enrollment = await (await browser.caller()).mfa.enroll();
    await expect((await browser.caller()).mfa.confirmEnrollment({ factorId: enrollment.factorId, code: '000000' })).rejects.toMatchObject({
      message: TOASTS.mfa.invalidCode.description,
    });
    const { recoveryCodes: codes } = await (await browser.caller()).mfa.confirmEnrollment({
      factorId: enrollment.factorId,
      code: totpNow(base32Decode(enrollment.secret)),
    });
    expect(codes).toHaveLength(AUTH_LIMITS.recoveryCodes);
    expect(new Set(codes).size).toBe(AUTH_LIMITS.recoveryCodes);
    const stored = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(AUTH_LIMITS.recoveryCodes);
    for (const row of stored) expect(codes.some((c) => row.codeHash.includes(c.replace('-', '')))).toBe(false);

    expect(browser.cookie.token).not.toBe(user.token);
    expect(await db.select().from(sessions).where(eq(sessions.id, sha256Hex(user.token)))).toHaveLength(0);
    const [current] = await db.select().from(sessions).where(eq(sessions.id, sha256Hex(browser.cookie.token!)));
    expect(current!.aal).toBe('aal2');
  });

  it('refuses a second enrolment while a factor is on', async () => {
    const { browser } = await enrolledUser();
    await expect((await browser.caller()).mfa.enroll()).rejects.toMatchObject({ message: TOASTS.mfa.alreadyEnabled.description });
  });
});

describe('the challenge', () => {
  it('holds a new sign-in at aal1 until a code passes, then gives an aal2 session', async () => {
    const { user, secret, factorId } = await enrolledUser();
    const { browser, result } = await signInAgain(user.email);
    expect(result).toEqual({ mfaRequired: true, firstSignIn: false });
    const pending = await browser.caller();
    expect((await pending.auth.session()).mfaPending).toBe(true);
    await expect(pending.account.overview()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await pending.mfa.factors()).toEqual([expect.objectContaining({ id: factorId, type: 'totp' })]);

    const aal1Token = browser.cookie.token;
    // The enrolment used this step's code, so the next step's code (accepted within the drift window) is fresh.
    await pending.mfa.verify({ factorId, code: totpNow(secret, 1) });
    expect(browser.cookie.token).not.toBe(aal1Token);
    const passed = await browser.caller();
    expect((await passed.auth.session()).mfaPending).toBe(false);
    expect((await passed.account.overview()).mfaEnabled).toBe(true);
  });

  it('accepts a code once: a replay, or an older code, is refused', async () => {
    const { user, secret, factorId } = await enrolledUser();
    const first = await signInAgain(user.email);
    const code = totpNow(secret, 1);
    await (await first.browser.caller()).mfa.verify({ factorId, code });
    const second = await signInAgain(user.email);
    await expect((await second.browser.caller()).mfa.verify({ factorId, code })).rejects.toMatchObject({
      message: TOASTS.mfa.invalidCode.description,
    });
    await expect((await second.browser.caller()).mfa.verify({ factorId, code: totpNow(secret) })).rejects.toMatchObject({
      message: TOASTS.mfa.invalidCode.description,
    });
  });

  it('accepts each recovery code once', async () => {
    const { user, codes } = await enrolledUser();
    const first = await signInAgain(user.email);
    await (await first.browser.caller()).mfa.verifyRecoveryCode({ code: codes[0]!.toUpperCase() });
    expect((await (await first.browser.caller()).auth.session()).mfaPending).toBe(false);
    expect((await (await first.browser.caller()).account.overview()).recoveryCodesLeft).toBe(AUTH_LIMITS.recoveryCodes - 1);
    const second = await signInAgain(user.email);
    await expect((await second.browser.caller()).mfa.verifyRecoveryCode({ code: codes[0]! })).rejects.toMatchObject({
      message: TOASTS.mfa.invalidCode.description,
    });
  });

  it('shows no factors to a user without one', async () => {
    const user = await createTestUser(db);
    expect(await (await callerWith(db, user.token).caller()).mfa.factors()).toEqual([]);
  });

  it('limits guesses per user, with a wait', async () => {
    const { user, secret, factorId } = await enrolledUser();
    const { browser } = await signInAgain(user.email);
    for (let i = 0; i < 9; i++) {
      // enrolment's confirmation was attempt 1 of 10
      await expect((await browser.caller()).mfa.verify({ factorId, code: '000000' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect((await browser.caller()).mfa.verify({ factorId, code: totpNow(secret, 1) })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: expect.any(Number),
    });
  });
});

describe('disabling', () => {
  it('needs a current code; then the factor and recovery codes are gone', async () => {
    const { user, browser, secret } = await enrolledUser();
    await expect((await browser.caller()).mfa.disable({ code: '123456' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id))).toHaveLength(1);
    await (await browser.caller()).mfa.disable({ code: totpNow(secret, 1) });
    expect(await db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    const { result } = await signInAgain(user.email);
    expect(result.mfaRequired).toBe(false);
  });

  it('accepts a recovery code instead of the app', async () => {
    const { user, browser, codes } = await enrolledUser();
    await (await browser.caller()).mfa.disable({ code: codes[3]! });
    expect(await db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id))).toHaveLength(0);
  });
});
