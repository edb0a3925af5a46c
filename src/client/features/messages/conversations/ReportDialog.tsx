// "Report conversation": the reason, sent to staff, who may then read this conversation.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGE_LIMITS } from '#shared/constants/messages.ts';
import { TOASTS } from '#shared/toasts.ts';
import { reportConversationInput } from '#shared/schemas/messages.ts';
import { fieldErrorsOf, notify, notifyError } from '../../../lib/feedback.ts';
import { trpc } from '../../../trpc.ts';

const validate = schemaResolver(reportConversationInput.pick({ reason: true }), { sync: true });

export function ReportDialog({ conversationId, opened, onClose }: { conversationId: string; opened: boolean; onClose: () => void }) {
  const report = trpc.messages.report.useMutation();
  const form = useForm({ initialValues: { reason: '' }, validate });

  const submit = form.onSubmit(async ({ reason }) => {
    try {
      await report.mutateAsync({ conversationId, reason });
      notify(TOASTS.directMessages.reported);
      form.reset();
      onClose();
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      notifyError(err);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Report conversation">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Our team will read this conversation to review your report. The other member is not told who reported it.
          </Text>
          <Textarea label="What is wrong?" required autosize minRows={3} maxLength={MESSAGE_LIMITS.reportReasonMax} data-autofocus {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button variant="default" type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
