// "Add source": the kind of job board, its board name (with where to find it) and the company its
// jobs are posted under. The server checks the name against the API's slug alphabet too.
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  JOB_SOURCE_BOARD_HINTS,
  JOB_SOURCE_LABELS,
  JOB_SOURCE_LIMITS,
  LIVE_JOB_SOURCE_KINDS,
  type LiveJobSourceKind,
} from '#shared/constants/jobs.ts';
import { createJobSourceInput } from '#shared/schemas/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { errorCode, fieldErrorsOf, notify, notifyError } from '../../../lib/feedback.ts';
import { trpc } from '../../../trpc.ts';

const KIND_OPTIONS = LIVE_JOB_SOURCE_KINDS.map((kind) => ({ value: kind, label: JOB_SOURCE_LABELS[kind] }));
const validate = schemaResolver(createJobSourceInput, { sync: true });

interface Values {
  kind: LiveJobSourceKind;
  board: string;
  companyName: string;
  syncIntervalMinutes: number;
}

export function SourceAddDialog({ opened, onClose, onAdded }: { opened: boolean; onClose: () => void; onAdded: () => void }) {
  const create = trpc.admin.jobSources.create.useMutation();
  const form = useForm<Values>({
    initialValues: { kind: 'greenhouse', board: '', companyName: '', syncIntervalMinutes: JOB_SOURCE_LIMITS.intervalDefaultMinutes },
    validate,
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notify(TOASTS.jobSources.added);
      onAdded();
      close();
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      const code = errorCode(err);
      if (code === 'CONFLICT' || code === 'BAD_REQUEST') notifyError(err, TOASTS.jobSources.addFailed);
      else notify(TOASTS.jobSources.addFailed, 'red');
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add job source">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select label="Job board" data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps('kind')} />
          <TextInput
            label="Board name"
            description={JOB_SOURCE_BOARD_HINTS[form.values.kind]}
            required
            maxLength={JOB_SOURCE_LIMITS.boardMax}
            data-autofocus
            {...form.getInputProps('board')}
          />
          <TextInput label="Company name" description="The company its jobs are posted under" required maxLength={JOB_SOURCE_LIMITS.companyMax} {...form.getInputProps('companyName')} />
          <NumberInput
            label="Sync every (minutes)"
            min={JOB_SOURCE_LIMITS.intervalMinMinutes}
            max={JOB_SOURCE_LIMITS.intervalMaxMinutes}
            allowDecimal={false}
            {...form.getInputProps('syncIntervalMinutes')}
          />
          <Group justify="flex-end">
            <Button variant="default" type="button" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add source
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
