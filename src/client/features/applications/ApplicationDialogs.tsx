// "Add New Application" and "Edit Application". Both validate with the shared zod schema and show
// the same fields: every one of them can be corrected later (the spec's narrow edit was a defect).
// Add can fill them from a job posting's link (decision 058): the reviewed form is then saved with
// the posting, so the application links to the job it is (on the board, or the member's own).
// FormDialog, their frame, serves the detail view's interview and contact dialogs too.
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from '#shared/constants/applications.ts';
import { TOASTS } from '#shared/toasts.ts';
import { addApplicationInput, type ApplicationItem, updateApplicationInput } from '#shared/schemas/applications.ts';
import type { CapturedPosting } from '#shared/schemas/job-capture.ts';
import { errorCode, fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { CaptureLinkField } from '../job-capture/index.ts';

/** The tracker's form dialogs (application, interview, contact): the fields, then Cancel and the submit button. */
export function FormDialog(props: {
  opened?: boolean;
  title: string;
  size?: string;
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Modal opened={props.opened ?? true} onClose={props.onClose} title={props.title} size={props.size}>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="sm">
          {props.children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={props.pending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const STATUS_OPTIONS = APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }));
const addErrors = schemaResolver(addApplicationInput, { sync: true });
const editErrors = schemaResolver(updateApplicationInput, { sync: true });

function useResumeOptions(enabled: boolean) {
  const resumes = trpc.applications.resumes.useQuery(undefined, { enabled });
  return (resumes.data ?? []).map((r) => ({ value: r.id, label: r.title }));
}

/** The limit refusal keeps its own toast ("Upgrade Required"); any other failure is the spec's. */
function failed(err: unknown, fallback: typeof TOASTS.applications.addFailed) {
  if (errorCode(err) === 'FORBIDDEN') notifyError(err);
  else notify(fallback, 'red');
}

interface AddForm {
  companyName: string;
  jobTitle: string;
  location: string;
  salaryMin: string;
  salaryMax: string;
  /** ISO 4217; blank is US dollars. */
  salaryCurrency: string;
  status: ApplicationStatus;
  appliedDate: string;
  notes: string;
  resumeId: string | null;
  jobUrl: string;
}

type AddFormApi = Pick<ReturnType<typeof useForm<AddForm>>, 'getInputProps'>;

const blank = (): AddForm => ({
  companyName: '',
  jobTitle: '',
  location: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'USD',
  status: 'applied',
  appliedDate: dayjs().format('YYYY-MM-DD'),
  notes: '',
  resumeId: null,
  jobUrl: '',
});

/** The fields both dialogs share, in the order of the spec's form (plus the job link). */
function ApplicationFields({ form, resumeOptions }: { form: AddFormApi; resumeOptions: { value: string; label: string }[] }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Company Name" required maxLength={APPLICATION_LIMITS.companyMax} {...form.getInputProps('companyName')} />
        <TextInput label="Job Title" required maxLength={APPLICATION_LIMITS.titleMax} {...form.getInputProps('jobTitle')} />
      </SimpleGrid>
      <TextInput label="Location" maxLength={APPLICATION_LIMITS.locationMax} {...form.getInputProps('location')} />
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <TextInput label="Salary Min" inputMode="numeric" placeholder="50000" {...form.getInputProps('salaryMin')} />
        <TextInput label="Salary Max" inputMode="numeric" placeholder="70000" {...form.getInputProps('salaryMax')} />
        <TextInput label="Currency" placeholder="USD" maxLength={3} autoCapitalize="characters" {...form.getInputProps('salaryCurrency')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Status" data={STATUS_OPTIONS} allowDeselect={false} {...form.getInputProps('status')} />
        <TextInput label="Applied Date" type="date" {...form.getInputProps('appliedDate')} />
      </SimpleGrid>
      <TextInput label="Job Link" type="url" placeholder="https://" maxLength={APPLICATION_LIMITS.jobUrlMax} {...form.getInputProps('jobUrl')} />
      <Select label="Resume" placeholder="No resume" data={resumeOptions} clearable {...form.getInputProps('resumeId')} />
      <Textarea label="Notes" autosize minRows={3} maxLength={APPLICATION_LIMITS.notesMax} {...form.getInputProps('notes')} />
    </>
  );
}

/** The form's fields as a read posting fills them: what the page said, for the member to review. */
const filledFrom = (posting: CapturedPosting): Partial<AddForm> => ({
  companyName: posting.companyName,
  jobTitle: posting.title,
  location: posting.location ?? '',
  salaryMin: posting.salary ? String(posting.salary.min) : '',
  salaryMax: posting.salary ? String(posting.salary.max) : '',
  salaryCurrency: posting.salary?.currency ?? 'USD',
  jobUrl: posting.url,
});

/** `sharedUrl`: a link shared from a phone, read as the dialog opens. */
export function AddApplicationDialog({ opened, onClose, onSaved, sharedUrl }: { opened: boolean; onClose: () => void; onSaved: () => void; sharedUrl?: string }) {
  const add = trpc.applications.add.useMutation();
  const capture = trpc.jobCapture.save.useMutation();
  const resumeOptions = useResumeOptions(opened);
  const form = useForm<AddForm>({ initialValues: blank(), validate: addErrors });
  // The posting the form was filled from, saved with it; null once the link changes.
  const [posting, setPosting] = useState<CapturedPosting | null>(null);
  // A fresh link field each time the dialog opens.
  const [opening, setOpening] = useState(0);

  const close = () => {
    form.setValues(blank());
    form.clearErrors();
    setPosting(null);
    setOpening((n) => n + 1);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    try {
      if (posting) await capture.mutateAsync({ target: 'tracked', posting, application: values });
      else await add.mutateAsync(values);
      notify(TOASTS.applications.added);
      onSaved();
      close();
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      failed(err, TOASTS.applications.addFailed);
    }
  });

  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title="Add New Application"
      size="lg"
      onSubmit={submit}
      pending={add.isPending || capture.isPending}
      submitLabel="Add Application"
    >
      <CaptureLinkField
        key={opening}
        initialUrl={sharedUrl}
        onRead={(read) => {
          setPosting(read?.posting ?? null);
          if (read) {
            form.setValues(filledFrom(read.posting));
            form.clearErrors();
          }
        }}
      />
      <ApplicationFields form={form} resumeOptions={resumeOptions} />
    </FormDialog>
  );
}

type EditForm = AddForm & { id: string };

const editValues = (app: ApplicationItem): EditForm => ({
  id: app.id,
  companyName: app.companyName,
  jobTitle: app.jobTitle,
  location: app.location ?? '',
  salaryMin: app.salaryMin === null ? '' : String(app.salaryMin),
  salaryMax: app.salaryMax === null ? '' : String(app.salaryMax),
  salaryCurrency: app.salaryCurrency,
  status: app.status,
  appliedDate: app.appliedDate,
  notes: app.notes ?? '',
  resumeId: app.resumeId,
  jobUrl: app.jobUrl ?? '',
});

/** Mounted with a key per application, so the form starts from that application's values. */
export function EditApplicationDialog({ application, onClose, onSaved }: { application: ApplicationItem; onClose: () => void; onSaved: () => void }) {
  const update = trpc.applications.update.useMutation();
  const resumeOptions = useResumeOptions(true);
  const form = useForm<EditForm>({ initialValues: editValues(application), validate: editErrors });

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify(TOASTS.applications.updated);
      onSaved();
      onClose();
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      failed(err, TOASTS.applications.updateFailed);
    }
  });

  return (
    <FormDialog onClose={onClose} title="Edit Application" size="lg" onSubmit={submit} pending={update.isPending} submitLabel="Save Changes">
      <Text fw={600}>
        {application.jobTitle} at {application.companyName}
      </Text>
      <ApplicationFields form={form as unknown as AddFormApi} resumeOptions={resumeOptions} />
    </FormDialog>
  );
}
