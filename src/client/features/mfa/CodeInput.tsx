import { TextInput, type TextInputProps } from '@mantine/core';
import { AUTH_LIMITS } from '#shared/constants/auth.ts';

/** Digits only, at most six: what a pasted "123 456" or a typo becomes before it is sent. */
export const cleanCode = (value: string) => value.replace(/\D/g, '').slice(0, AUTH_LIMITS.mfaCodeLength);

type Props = Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (code: string) => void };

/** The 6-digit box for an authenticator code. */
export function CodeInput({ value, onChange, label = 'Verification code', ...rest }: Props) {
  return (
    <TextInput
      label={label}
      placeholder="000000"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={AUTH_LIMITS.mfaCodeLength}
      value={value}
      onChange={(event) => onChange(cleanCode(event.currentTarget.value))}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 22, letterSpacing: '0.4em', textAlign: 'center' } }}
      {...rest}
    />
  );
}
