// Sign-up, sign-in, sessions, e-mail links and the second factor: the inputs both the forms and the
// server validate, and the shapes the server returns.
import { z } from 'zod';
import { SUBSCRIPTION_TIERS, USER_TYPES } from '../constants.ts';
import { AUTH_LIMITS, AUTH_TEXT, OAUTH_PROVIDERS, PASSWORD_TEXT } from '../constants/auth.ts';

export const emailField = z
  .string()
  .trim()
  .min(1, AUTH_TEXT.emailRequired)
  .max(AUTH_LIMITS.emailMax, AUTH_TEXT.emailTooLong)
  .pipe(z.email(AUTH_TEXT.emailInvalid))
  .transform((email) => email.toLowerCase());

/** A password being chosen: the length rule here; the common-password check is the server's. */
export const newPasswordField = z
  .string()
  .min(1, PASSWORD_TEXT.required)
  .min(AUTH_LIMITS.passwordMin, PASSWORD_TEXT.tooShort)
  .max(AUTH_LIMITS.passwordMax, PASSWORD_TEXT.tooLong);

/** A password being checked: only a bound, so an old password that predates the rule still works. */
export const currentPasswordField = z.string().min(1, PASSWORD_TEXT.required).max(AUTH_LIMITS.passwordMax, PASSWORD_TEXT.tooLong);

const nameField = (label: string) =>
  z.string().trim().min(1, AUTH_TEXT.required(label)).max(AUTH_LIMITS.nameMax, AUTH_TEXT.nameTooLong(label));

export const signUpInput = z
  .object({
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string(),
    userType: z.enum(USER_TYPES, AUTH_TEXT.roleRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORD_TEXT.mismatch, path: ['confirmPassword'] })
  .refine((v) => v.password.toLowerCase() !== v.email, { message: PASSWORD_TEXT.isEmail, path: ['password'] });

export const signInInput = z.object({ email: emailField, password: currentPasswordField });
export type SignInInput = z.input<typeof signInInput>;

export const emailInput = z.object({ email: emailField });

/** Links carry base32 tokens; anything else is refused before it reaches the database. */
export const linkToken = z.string().regex(/^[a-z2-7]{16,64}$/, AUTH_TEXT.invalidLink);

export const resetPasswordInput = z
  .object({ token: linkToken, password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORD_TEXT.mismatch, path: ['confirmPassword'] });

export const verifyEmailInput = z.object({ token: linkToken });
export const verifyEmailResult = z.object({ email: z.string(), purpose: z.enum(['verifyEmail', 'changeEmail']) });

/** Answers that must not reveal whether an address is registered. */
export const acceptedResult = z.object({ accepted: z.literal(true) });

export const signInResult = z.object({
  mfaRequired: z.boolean(),
  /** No earlier session: the client says "Welcome!" rather than "Welcome back!" once the sign-in is finished. */
  firstSignIn: z.boolean(),
});

export const mfaCodeField = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${AUTH_LIMITS.mfaCodeLength}}$`), AUTH_TEXT.mfaCode);
/** Recovery codes are shown as xxxxx-xxxxx; spaces, dashes and case are forgiven. */
export const recoveryCodeField = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, AUTH_TEXT.recoveryCode));

export const mfaFactor = z.object({ id: z.uuid(), type: z.literal('totp'), verified: z.boolean(), createdAt: z.date() });
export const mfaEnrollment = z.object({
  factorId: z.uuid(),
  /** The QR code as an SVG data URL. */
  qr: z.string(),
  /** The same secret as base32, for typing into an app by hand. */
  secret: z.string(),
  uri: z.string(),
});
export const mfaVerifyInput = z.object({ factorId: z.uuid(), code: mfaCodeField });
export const mfaRecoveryInput = z.object({ code: recoveryCodeField });
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export const mfaDisableInput = z.object({ code: z.union([mfaCodeField, recoveryCodeField]) });

export const oauthProviders = z.object(
  Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, z.boolean()])) as Record<(typeof OAUTH_PROVIDERS)[number], z.ZodBoolean>,
);

export const sessionUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(USER_TYPES),
  role: z.enum(['admin', 'moderator', 'user']),
  isPremium: z.boolean(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionExpiresAt: z.date().nullable(),
  /** Only job seekers onboard; for everyone else this is true. */
  onboardingCompleted: z.boolean(),
});

/** What the client needs to route: who is signed in, and whether a second factor is still owed. */
export const sessionInfo = z.object({
  user: sessionUser.nullable(),
  mfaPending: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
