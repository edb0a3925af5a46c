// "Post a job" and "Edit job": the whole job in one form, checked by the same schema the server
// applies to every writer (`jobFields`). Editing loads the job first; a live feed's job never opens
// here (the list offers no Edit), and the server refuses it anyway.
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS, WORK_MODEL_LABELS, type ExperienceLevel } from '#shared/constants.ts';
import { JOB_FIELD_LABELS, JOB_FIELD_LIMITS, JOB_WORK_TYPES, type JobWorkType } from '#shared/constants/jobs.ts';
import { type JobAdminDetail, jobFields, type JobFieldsInput } from '#shared/schemas/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { fieldErrorsOf, notify, notifyError } from '../../../lib/feedback.ts';
import { trpc } from '../../../trpc.ts';

const WORK_TYPE_OPTIONS = JOB_WORK_TYPES.map((value) => ({ value, label: WORK_MODEL_LABELS[value] }));
const LEVEL_OPTIONS = EXPERIENCE_LEVELS.map((value) => ({ value, label: EXPERIENCE_LEVEL_LABELS[value] }));

/** The form's values: text boxes hold strings and an empty number box holds ''. */
interface FormValues {
  title: string;
  companyName: string;
  location: string;
  workType: JobWorkType;
  experienceLevel: ExperienceLevel;
  salaryMin: number | '';
  salaryMax: number | '';
  /** ISO 4217; blank is US dollars. */
  salaryCurrency: string;
  description: string;
  applyUrl: string;
}

const EMPTY: FormValues = {
  title: '',
  companyName: '',
  location: '',
  workType: 'on-site',
  experienceLevel: 'mid',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'USD',
  description: '',
  applyUrl: '',
};

const toInput = (v: FormValues): JobFieldsInput => ({
  ...v,
  salaryMin: v.salaryMin === '' ? null : v.salaryMin,
  salaryMax: v.salaryMax === '' ? null : v.salaryMax,
});

const fromJob = (job: JobAdminDetail): FormValues => ({
  title: job.title,
  companyName: job.companyName,
  location: job.location ?? '',
  workType: job.workType,
  experienceLevel: job.experienceLevel,
  salaryMin: job.salaryMin ?? '',
  salaryMax: job.salaryMax ?? '',
  salaryCurrency: job.salaryCurrency,
  description: job.description,
  applyUrl: job.applyUrl ?? '',
});

const schemaErrors = schemaResolver(jobFields, { sync: true });

function JobForm({ initial, jobId, onDone }: { initial: FormValues; jobId: string | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.admin.jobs.create.useMutation();
  const update = trpc.admin.jobs.update.useMutation();
  const form = useForm<FormValues>({ initialValues: initial, validate: (values) => schemaErrors(toInput(values)) });

  const submit = form.onSubmit(async (values) => {
    try {
      if (jobId) {
        const before = form.isDirty();
        await update.mutateAsync({ jobId, fields: toInput(values) });
        notify(before ? TOASTS.jobAdmin.saved : TOASTS.jobAdmin.unchanged);
      } else {
        await create.mutateAsync(toInput(values));
        notify(TOASTS.jobAdmin.created);
      }
      void utils.admin.jobs.invalidate();
      onDone();
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      notifyError(err);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={JOB_FIELD_LABELS.title} required maxLength={JOB_FIELD_LIMITS.titleMax} data-autofocus {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={JOB_FIELD_LABELS.companyName} required maxLength={JOB_FIELD_LIMITS.companyMax} {...form.getInputProps('companyName')} />
          <TextInput label={JOB_FIELD_LABELS.location} maxLength={JOB_FIELD_LIMITS.locationMax} {...form.getInputProps('location')} />
          <Select label={JOB_FIELD_LABELS.workType} data={WORK_TYPE_OPTIONS} allowDeselect={false} {...form.getInputProps('workType')} />
          <Select label={JOB_FIELD_LABELS.experienceLevel} data={LEVEL_OPTIONS} allowDeselect={false} {...form.getInputProps('experienceLevel')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput label={JOB_FIELD_LABELS.salaryMin} min={0} max={JOB_FIELD_LIMITS.salaryMax} allowDecimal={false} thousandSeparator="," {...form.getInputProps('salaryMin')} />
          <NumberInput label={JOB_FIELD_LABELS.salaryMax} min={0} max={JOB_FIELD_LIMITS.salaryMax} allowDecimal={false} thousandSeparator="," {...form.getInputProps('salaryMax')} />
          <TextInput
            label={JOB_FIELD_LABELS.salaryCurrency}
            placeholder="USD"
            maxLength={3}
            autoCapitalize="characters"
            {...form.getInputProps('salaryCurrency')}
          />
        </SimpleGrid>
        <TextInput label={JOB_FIELD_LABELS.applyUrl} placeholder="https://" maxLength={JOB_FIELD_LIMITS.applyUrlMax} {...form.getInputProps('applyUrl')} />
        <Textarea label={JOB_FIELD_LABELS.description} autosize minRows={5} maxRows={14} maxLength={JOB_FIELD_LIMITS.descriptionMax} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" type="button" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {jobId ? 'Save changes' : 'Post job'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditLoader({ jobId, onDone }: { jobId: string; onDone: () => void }) {
  const job = trpc.admin.jobs.get.useQuery({ jobId });
  return (
    <QueryState query={job} loading={<Skeleton h={420} radius="md" />} error={{ message: TOASTS.jobAdmin.loadFailed }}>
      {(data) => <JobForm initial={fromJob(data)} jobId={jobId} onDone={onDone} />}
    </QueryState>
  );
}

/** `jobId` null posts a new job; a job's id edits it. Closed while `opened` is false. */
export function JobEditor({ opened, jobId, onClose }: { opened: boolean; jobId: string | null; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={jobId ? 'Edit job' : 'Post a job'} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && (jobId ? <EditLoader key={jobId} jobId={jobId} onDone={onClose} /> : <JobForm initial={EMPTY} jobId={null} onDone={onClose} />)}
    </Modal>
  );
}
