// A strength meter for a password being chosen. zxcvbn's dictionaries are large, so they load
// on first use, in their own chunks, never with the auth screen itself.
import { Progress, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { AUTH_LIMITS } from '#shared/constants/auth.ts';

interface Strength {
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
}
type Checker = (password: string, userInputs: string[]) => Strength;

let loading: Promise<Checker> | null = null;

/**
 * The common-password list, keyboard graphs and English messages: ~225 KB gzipped. The English
 * word lists (another ~600 KB) are left out: the meter guides, the server's rule decides.
 */
async function createChecker(): Promise<Checker> {
  const [{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }, { default: translations }] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    // Only the messages (see zxcvbn-translations.d.ts).
    import('@zxcvbn-ts/language-en/dist/translations.mjs'),
  ]);
  const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations });
  return (password, userInputs) => {
    const result = zxcvbn.check(password, userInputs);
    return { score: result.score, warning: result.feedback.warning };
  };
}

function loadChecker(): Promise<Checker> {
  loading ??= createChecker().catch((err: unknown) => {
    loading = null; // a failed chunk load may succeed next time
    throw err;
  });
  return loading;
}

const LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const COLORS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/** Shown under the sign-up password; `userInputs` (names, e-mail) count against the password. */
export function PasswordStrength({ password, userInputs }: { password: string; userInputs: string[] }) {
  const [checker, setChecker] = useState<Checker | null>(null);
  useEffect(() => {
    if (!password || checker) return;
    let live = true;
    loadChecker().then(
      (check) => live && setChecker(() => check),
      (err: unknown) => console.warn('Password strength meter unavailable', err),
    );
    return () => {
      live = false;
    };
  }, [password, checker]);

  const inputsKey = userInputs.filter(Boolean).join('\n');
  const strength = useMemo(
    () => (checker && password ? checker(password, inputsKey ? inputsKey.split('\n') : []) : null),
    [checker, password, inputsKey],
  );

  if (!password) return null;
  const tooShort = password.length < AUTH_LIMITS.passwordMin;
  const score = tooShort ? 0 : (strength?.score ?? 0);
  return (
    <Stack gap={4} aria-live="polite">
      <Progress value={strength ? (score + 1) * 20 : 0} color={COLORS[score]} size="sm" aria-label="Password strength" />
      <Text size="xs" c="dimmed">
        {tooShort
          ? `At least ${AUTH_LIMITS.passwordMin} characters`
          : strength
            ? `Password strength: ${LABELS[score]}${strength.warning ? `. ${strength.warning}` : ''}`
            : 'Checking strength...'}
      </Text>
    </Stack>
  );
}
