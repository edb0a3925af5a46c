// Authenticator-app codes for tests, computed as a phone would: from the secret the screen shows
// (base32) or the one a fixture stored, with the server's own RFC 6238 step arithmetic.
import { currentStep, totpCode } from '../../src/server/platform/totp.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

export { currentStep };

/** The code for a secret (bytes, or base32 as shown on screen) at a step, by default the current one. */
export const codeFor = (secret: Uint8Array | string, step = currentStep()) =>
  totpCode(typeof secret === 'string' ? base32Decode(secret) : secret, step);

/** The code an app would show now, or `stepsAhead` steps from now (still inside the drift window). */
export const totpNow = (secret: Uint8Array | string, stepsAhead = 0) => codeFor(secret, currentStep() + stepsAhead);

/**
 * Codes are single-use: the server refuses a step at or before the last one it accepted. Waits
 * until the clock is past `usedStep`, then returns the current step.
 */
export async function nextUnusedStep(usedStep: number): Promise<number> {
  while (currentStep() <= usedStep) {
    const msLeft = (currentStep() + 1) * 30_000 - Date.now();
    await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
  }
  return currentStep();
}
