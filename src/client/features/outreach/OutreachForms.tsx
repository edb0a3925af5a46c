// The two public forms, "Join Our Waitlist" and "Contact Us", checked with
// the schemas the server uses. Each goes idle → submitting → submitted, where a thank-you
// replaces the form.
import { Alert, Button, Card, Select, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useState, type ReactNode } from 'react';
import {
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  type ContactSubject,
  INTEREST_AREA_LABELS,
  INTEREST_AREAS,
  type InterestArea,
  OUTREACH_LIMITS,
} from '#shared/constants/outreach.ts';
import { TOASTS } from '#shared/toasts.ts';
import { contactFromPage, contactInput, type ContactInput, contactPageInput, waitlistInput } from '#shared/schemas/outreach.ts';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';

const L = OUTREACH_LIMITS;
const INTEREST_OPTIONS = INTEREST_AREAS.map((value) => ({ value, label: INTEREST_AREA_LABELS[value] }));

export const WAITLIST_THANKS = "Thank you! You've been successfully added to our waitlist.";
export const CONTACT_THANKS = "Thank you for your message! We'll be in touch soon.";

/** A card's button asks for an area; `at` counts clicks, so a second click on the same card counts again. */
export interface InterestPreset {
  area: InterestArea;
  at: number;
}

function Thanks({ text }: { text: string }) {
  return (
    <Alert color="green" variant="light" role="status">
      {text}
    </Alert>
  );
}

interface WaitlistValues {
  name: string;
  email: string;
  company: string;
  interestArea: InterestArea;
  message: string;
}

export function WaitlistForm({ preset }: { preset: InterestPreset | null }) {
  const join = trpc.outreach.joinWaitlist.useMutation();
  const [done, setDone] = useState(false);
  const form = useForm<WaitlistValues>({
    initialValues: { name: '', email: '', company: '', interestArea: 'employer', message: '' },
    validate: schemaResolver(waitlistInput, { sync: true }),
  });
  const { setFieldValue } = form;
  useEffect(() => {
    if (preset) setFieldValue('interestArea', preset.area);
  }, [preset, setFieldValue]);

  const submit = form.onSubmit(async (values) => {
    try {
      await join.mutateAsync(values);
      setDone(true);
      notify(TOASTS.outreach.waitlistJoined);
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      notifyError(err, TOASTS.outreach.failed);
    }
  });

  return (
    <Card withBorder radius="md" padding="lg" id="waitlist-form">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Join Our Waitlist
        </Title>
        {done ? (
          <Thanks text={WAITLIST_THANKS} />
        ) : (
          <form onSubmit={submit} noValidate aria-label="Join Our Waitlist">
            <Stack gap="sm">
              <TextInput label="Full Name" required maxLength={L.nameMax} autoComplete="name" {...form.getInputProps('name')} />
              <TextInput label="Email Address" type="email" required maxLength={L.emailMax} autoComplete="email" {...form.getInputProps('email')} />
              <TextInput label="Company/Organization" maxLength={L.companyMax} autoComplete="organization" {...form.getInputProps('company')} />
              <Select label="Interest Area" required allowDeselect={false} data={INTEREST_OPTIONS} {...form.getInputProps('interestArea')} />
              <Textarea label="Additional Message" autosize minRows={3} maxLength={L.messageMax} {...form.getInputProps('message')} />
              <Button type="submit" disabled={join.isPending}>
                {join.isPending ? 'Joining...' : 'Join Waitlist'}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

interface ContactValues {
  fullName: string;
  email: string;
  companyOrganization: string;
  message: string;
}

interface ContactPageValues {
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject | null;
  message: string;
}

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[value] }));

/** Both contact forms send the same submission; a thank-you replaces the form once it was received. */
function useContactSubmission() {
  const send = trpc.outreach.sendContactMessage.useMutation();
  const [done, setDone] = useState(false);
  const submit = async (input: ContactInput, setErrors: (errors: Record<string, string>) => void) => {
    try {
      await send.mutateAsync(input);
      setDone(true);
      notify(TOASTS.outreach.messageSent);
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      notifyError(err, TOASTS.outreach.failed);
    }
  };
  return { submit, done, busy: send.isPending };
}

function ContactCard({ title, done, children }: { title: string; done: boolean; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {done ? <Thanks text={CONTACT_THANKS} /> : children}
      </Stack>
    </Card>
  );
}

const SendButton = ({ busy }: { busy: boolean }) => (
  <Button type="submit" disabled={busy}>
    {busy ? 'Sending...' : 'Send Message'}
  </Button>
);

/** The waitlist page's "Contact Us". */
export function ContactForm() {
  const { submit, done, busy } = useContactSubmission();
  const form = useForm<ContactValues>({
    initialValues: { fullName: '', email: '', companyOrganization: '', message: '' },
    validate: schemaResolver(contactInput, { sync: true }),
  });
  return (
    <ContactCard title="Contact Us" done={done}>
      <form onSubmit={form.onSubmit((values) => submit(values, form.setErrors))} noValidate aria-label="Contact Us">
        <Stack gap="sm">
          <TextInput label="Full Name" required maxLength={L.nameMax} autoComplete="name" {...form.getInputProps('fullName')} />
          <TextInput label="Email Address" type="email" required maxLength={L.emailMax} autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label="Company or Organization" maxLength={L.companyMax} autoComplete="organization" {...form.getInputProps('companyOrganization')} />
          <Textarea label="Message" required autosize minRows={4} maxLength={L.messageMax} {...form.getInputProps('message')} />
          <SendButton busy={busy} />
        </Stack>
      </form>
    </ContactCard>
  );
}

/** /contact's message form: first and last name and a subject, sent as the same contact submission. */
export function ContactPageForm() {
  const { submit, done, busy } = useContactSubmission();
  const form = useForm<ContactPageValues>({
    initialValues: { firstName: '', lastName: '', email: '', subject: null, message: '' },
    validate: schemaResolver(contactPageInput, { sync: true }),
  });
  // The server names the joined name fullName; its complaint belongs to the first-name field.
  const setErrors = ({ fullName, ...rest }: Record<string, string>) => form.setErrors(fullName ? { ...rest, firstName: fullName } : rest);
  return (
    <ContactCard title="Send us a message" done={done}>
      <form onSubmit={form.onSubmit((values) => submit(contactFromPage(contactPageInput.parse(values)), setErrors))} noValidate aria-label="Send us a message">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First Name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Email Address" type="email" required maxLength={L.emailMax} autoComplete="email" {...form.getInputProps('email')} />
          <Select label="Subject" required allowDeselect={false} placeholder="Choose a subject" data={SUBJECT_OPTIONS} {...form.getInputProps('subject')} />
          <Textarea label="Message" required autosize minRows={4} maxLength={L.messageMax} {...form.getInputProps('message')} />
          <SendButton busy={busy} />
        </Stack>
      </form>
    </ContactCard>
  );
}
