// The letter's fields: the resume whose header it prints under, the application it is sent with,
// the recipient, the job, the date, and the letter itself. Every field is checked with the server's
// schema, its message under it.
import { Grid, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { COVER_LETTER_LIMITS as L, COVER_LETTER_TEXT as T } from '#shared/constants/cover-letters.ts';
import { trpc } from '../../trpc.ts';
import type { LetterForm } from './letter-model.ts';

interface Props {
  form: LetterForm;
  resumeId: string | null;
  applicationId: string | null;
  onResume: (id: string | null) => void;
  /** The application chosen (or null), with its job title and company to fill in where the letter has none. */
  onApplication: (application: { id: string; jobTitle: string; companyName: string; jobId: string | null } | null) => void;
}

export function LetterFields({ form, resumeId, applicationId, onResume, onApplication }: Props) {
  const resumes = trpc.resumes.list.useQuery();
  const applications = trpc.applications.list.useQuery();
  const half = { base: 12, sm: 6 };

  return (
    <Stack gap="sm">
      <Grid gap="sm">
        <Grid.Col span={half}>
          <Select
            label="Resume (its header tops the letter)"
            placeholder={resumes.data?.resumes.length === 0 ? 'No resume yet' : 'Choose a resume'}
            data={(resumes.data?.resumes ?? []).map((r) => ({ value: r.id, label: r.title }))}
            value={resumeId}
            clearable
            onChange={onResume}
          />
        </Grid.Col>
        <Grid.Col span={half}>
          <Select
            label="Sent with application (optional)"
            placeholder="None"
            data={(applications.data?.applications ?? []).map((a) => ({ value: a.id, label: `${a.jobTitle} at ${a.companyName}` }))}
            value={applicationId}
            clearable
            searchable
            onChange={(id) => onApplication(applications.data?.applications.find((a) => a.id === id) ?? null)}
          />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextInput label="Recipient name" placeholder="e.g. Jordan Lee" maxLength={L.recipientNameMax} {...form.getInputProps('recipient.name')} />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextInput label="Recipient title" placeholder="e.g. Hiring Manager" maxLength={L.recipientTitleMax} {...form.getInputProps('recipient.title')} />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextInput label="Company" maxLength={L.companyMax} {...form.getInputProps('recipient.company')} />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextInput label="Job title" maxLength={L.jobTitleMax} {...form.getInputProps('jobTitle')} />
        </Grid.Col>
        <Grid.Col span={half}>
          <Textarea label="Address" placeholder={'Street\nCity, State ZIP'} autosize minRows={2} maxRows={4} maxLength={L.addressMax} {...form.getInputProps('recipient.address')} />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextInput label="Date" type="date" description={T.dateHint} {...form.getInputProps('date')} />
        </Grid.Col>
      </Grid>
      <TextInput label="Greeting" maxLength={L.greetingMax} {...form.getInputProps('greeting')} />
      <Textarea label="Letter" description={T.bodyHint} autosize minRows={12} maxRows={30} maxLength={L.bodyMax} {...form.getInputProps('body')} />
      <TextInput label="Sign-off" maxLength={L.signOffMax} {...form.getInputProps('signOff')} />
    </Stack>
  );
}
