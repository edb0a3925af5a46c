import { Button, Group, PasswordInput, Select, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { USER_TYPE_LABELS, USER_TYPES } from '#shared/constants.ts';
import { PASSWORD_TEXT } from '#shared/constants/auth.ts';
import { TOASTS } from '#shared/toasts.ts';
import { signUpInput } from '#shared/schemas/auth.ts';
import { trpc } from '../../trpc.ts';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { PasswordStrength } from './PasswordStrength.tsx';

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  userType: string | null;
}

const ROLE_OPTIONS = USER_TYPES.map((value) => ({ value, label: USER_TYPE_LABELS[value] }));
const schemaErrors = schemaResolver(signUpInput, { sync: true });

/** The schema checks the passwords match only once every field parses; say it at once as well. */
function validate(values: SignUpValues) {
  const errors = schemaErrors(values);
  if (values.confirmPassword && values.password !== values.confirmPassword) errors.confirmPassword ??= PASSWORD_TEXT.mismatch;
  return errors;
}

export function SignUpForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const form = useForm<SignUpValues>({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', userType: null },
    validate,
  });
  const signUp = trpc.auth.signUp.useMutation();
  const [createdFor, setCreatedFor] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    const input = signUpInput.parse(values);
    try {
      await signUp.mutateAsync(input);
      notify(TOASTS.auth.accountCreated);
      setCreatedFor(input.email);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      notifyError(error, TOASTS.auth.signUpFailed);
    }
  });

  if (createdFor) {
    return (
      <Stack align="center" gap="sm" ta="center" py="md">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconMailCheck size={30} />
        </ThemeIcon>
        <Title order={2} size="h4">
          Account created!
        </Title>
        <Text size="sm">
          We sent a verification link to <strong>{createdFor}</strong>. Please check your email to verify your account, then sign in.
        </Text>
        <Button variant="default" onClick={onBackToSignIn}>
          Back to Sign In
        </Button>
      </Stack>
    );
  }

  const { password, email, firstName, lastName } = form.getValues();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
        </Group>
        <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" required {...form.getInputProps('email')} />
        <Stack gap={6}>
          <PasswordInput label="Password" autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordStrength password={password} userInputs={[email, firstName, lastName]} />
        </Stack>
        <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        <Select label="I am a..." placeholder="Select your role" data={ROLE_OPTIONS} required allowDeselect={false} {...form.getInputProps('userType')} />
        <Button type="submit" fullWidth disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Stack>
    </form>
  );
}
