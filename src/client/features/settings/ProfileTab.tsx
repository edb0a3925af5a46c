import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  EXPERIENCE_LABELS,
  EXPERIENCE_YEARS,
  INDUSTRIES,
  INDUSTRY_LABELS,
  TIMEZONE_LABELS,
  TIMEZONES,
  type ExperienceYears,
} from '#shared/constants/settings.ts';
import { TOASTS } from '#shared/toasts.ts';
import { profileSettings, type ProfileSettings } from '#shared/schemas/settings.ts';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';
import { SettingsTabLoader } from './SettingsTabLoader.tsx';
import { useSettings } from './useSettings.ts';

const options = <T extends string | number>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value: String(value), label: labels[value] }));

const TIMEZONE_OPTIONS = options(TIMEZONES, TIMEZONE_LABELS);
const EXPERIENCE_OPTIONS = options(EXPERIENCE_YEARS, EXPERIENCE_LABELS);
const INDUSTRY_OPTIONS = options(INDUSTRIES, INDUSTRY_LABELS);

function ProfileForm({ initial }: { initial: ProfileSettings }) {
  const { store } = useSettings();
  const utils = trpc.useUtils();
  const update = trpc.settings.updateProfile.useMutation({
    onSuccess: (saved) => {
      store(saved);
      // The header and the dashboard greet the user by the name just changed.
      void utils.auth.session.invalidate();
    },
  });
  const form = useForm<ProfileSettings>({ initialValues: initial, validate: schemaResolver(profileSettings, { sync: true }) });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      notify(TOASTS.settings.profileSaved);
      form.setValues(saved.profile);
      form.resetDirty(saved.profile);
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      notifyError(error, TOASTS.settings.saveFailed);
    }
  });

  /** Mantine's Select speaks strings; the experience choice is a number and a cleared select is null. */
  const experience = form.getInputProps('yearsOfExperience');
  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="lg">
        <SettingsCard title="Personal information">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
            <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            <TextInput label="Location" placeholder="City, State" {...form.getInputProps('location')} />
            <Select label="Timezone" placeholder="Choose a timezone" data={TIMEZONE_OPTIONS} clearable {...form.getInputProps('timezone')} />
          </SimpleGrid>
        </SettingsCard>
        <SettingsCard title="Professional information">
          <TextInput label="Headline" placeholder="e.g. Junior data analyst" {...form.getInputProps('headline')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Years of experience"
              placeholder="Choose"
              data={EXPERIENCE_OPTIONS}
              clearable
              {...experience}
              value={form.values.yearsOfExperience === null ? null : String(form.values.yearsOfExperience)}
              onChange={(value) => form.setFieldValue('yearsOfExperience', value === null ? null : (Number(value) as ExperienceYears))}
            />
            <Select label="Industry" placeholder="Choose an industry" data={INDUSTRY_OPTIONS} clearable {...form.getInputProps('industry')} />
            <TextInput label="LinkedIn" type="url" placeholder="https://www.linkedin.com/in/your-name" {...form.getInputProps('linkedinUrl')} />
            <TextInput label="Website" type="url" placeholder="https://" {...form.getInputProps('websiteUrl')} />
          </SimpleGrid>
        </SettingsCard>
        <Group>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Profile'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Name, contact and professional details; the names are the ones the forum shows. */
export function ProfileTab() {
  return <SettingsTabLoader>{(settings) => <ProfileForm initial={settings.profile} />}</SettingsTabLoader>;
}
