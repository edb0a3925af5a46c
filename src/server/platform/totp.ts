// Time-based one-time passwords (RFC 6238: 30-second steps, 6 digits, SHA-1, as every
// authenticator app expects). The caller stores the matched step so a code works only once.
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { randomBytes } from 'node:crypto';
import { AUTH_LIMITS } from '#shared/constants/auth.ts';
import { safeEqual } from './crypto.ts';

const PERIOD_SECONDS = 30;
/** One step either side forgives a phone clock that is a little off. */
const DRIFT_STEPS = 1;

export const newTotpSecret = () => new Uint8Array(randomBytes(20));

export const currentStep = (now = Date.now()) => Math.floor(now / 1000 / PERIOD_SECONDS);

export const totpCode = (secret: Uint8Array, step: number) => generateHOTP(secret, BigInt(step), AUTH_LIMITS.mfaCodeLength);

/** The step a code belongs to, if it is valid now and newer than the last one used; else null. */
export function matchTotp(secret: Uint8Array, code: string, lastUsedStep: number | null, now = Date.now()): number | null {
  const step = currentStep(now);
  for (let s = step - DRIFT_STEPS; s <= step + DRIFT_STEPS; s++) {
    if (lastUsedStep !== null && s <= lastUsedStep) continue;
    if (safeEqual(totpCode(secret, s), code)) return s;
  }
  return null;
}

export async function totpEnrollment(secret: Uint8Array, issuer: string, account: string) {
  const uri = createTOTPKeyURI(issuer, account, secret, PERIOD_SECONDS, AUTH_LIMITS.mfaCodeLength);
  // Loaded at the first set-up, not at start-up (docs/architecture.md, "Start-up").
  const { default: QRCode } = await import('qrcode');
  const qr = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(uri, { type: 'svg', margin: 1 })).toString('base64')}`;
  const secretText = new URL(uri).searchParams.get('secret')!;
  return { uri, qr, secret: secretText };
}
