// The greeting after a sign-in (decision 041): "Welcome!" the first time, "Welcome back!" after
// that, and only once the sign-in is finished. With two-factor on, the password alone is not a
// sign-in: the greeting waits in sessionStorage until the challenge is passed.
import { TOASTS } from '#shared/toasts.ts';
import { notify } from '../../lib/feedback.ts';

const PENDING_GREETING_KEY = 'upward.pendingGreeting';

/** Greets now, or keeps the greeting for the second factor. */
export function greetAfterPassword(result: { mfaRequired: boolean; firstSignIn: boolean }) {
  if (result.mfaRequired) sessionStorage.setItem(PENDING_GREETING_KEY, result.firstSignIn ? 'first' : 'returning');
  else notify(result.firstSignIn ? TOASTS.auth.welcome : TOASTS.auth.welcomeBack);
}

/** After the second factor: the greeting the password step kept, if any. */
export function greetAfterSecondFactor() {
  const kept = sessionStorage.getItem(PENDING_GREETING_KEY);
  sessionStorage.removeItem(PENDING_GREETING_KEY);
  if (kept) notify(kept === 'first' ? TOASTS.auth.welcome : TOASTS.auth.welcomeBack);
}
