import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_TEXT } from '#shared/constants/auth.ts';
import { fieldError } from './errors.ts';

// argon2id with OWASP's first recommended parameter set (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed check, never a crash
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a user's hash, or against a throwaway hash when there is no user (or
 * no password), so an unknown address takes as long to refuse as a wrong password.
 */
export async function verifyPasswordInConstantTime(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  const ok = await verifyPassword(passwordHash ?? (await dummyHash), password);
  return ok && Boolean(passwordHash);
}

/** The ~49,000 most common passwords (zxcvbn's list), matched case-insensitively (OWASP ASVS 6.2.4). */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common']);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

/**
 * The part of the password rule only the server can check (not the e-mail, not a common
 * password), reported on the field like a schema error.
 */
export function assertPasswordAllowed(field: string, password: string, email: string): void {
  if (password.toLowerCase() === email.toLowerCase()) throw fieldError(field, PASSWORD_TEXT.isEmail);
  if (isCommonPassword(password)) throw fieldError(field, PASSWORD_TEXT.common);
}
