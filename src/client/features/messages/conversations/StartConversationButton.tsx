// "Message" on a member's public card: a dialog for the first message, then the thread. Starting
// again with someone you already talk to continues that conversation.
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { conversationPath, MESSAGE_LIMITS } from '#shared/constants/messages.ts';
import { TOASTS } from '#shared/toasts.ts';
import { startConversationInput } from '#shared/schemas/messages.ts';
import { fieldErrorsOf, notifyError } from '../../../lib/feedback.ts';
import { trpc } from '../../../trpc.ts';

const validate = schemaResolver(startConversationInput.pick({ body: true }), { sync: true });

export function StartConversationButton({ userId, name }: { userId: string; name: string }) {
  const [opened, setOpened] = useState(false);
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const start = trpc.messages.start.useMutation();
  const form = useForm({ initialValues: { body: '' }, validate });

  const submit = form.onSubmit(async ({ body }) => {
    try {
      const { conversationId } = await start.mutateAsync({ userId, body });
      void utils.messages.list.invalidate();
      setOpened(false);
      form.reset();
      navigate(conversationPath(conversationId));
    } catch (err) {
      form.setErrors(fieldErrorsOf(err));
      notifyError(err, TOASTS.directMessages.sendFailed);
    }
  });

  return (
    <>
      <Button leftSection={<IconMessage size={16} />} onClick={() => setOpened(true)}>
        Message
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Message ${name}`}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Textarea label="Your message" required autosize minRows={4} maxRows={10} maxLength={MESSAGE_LIMITS.bodyMax} data-autofocus {...form.getInputProps('body')} />
            <Group justify="flex-end">
              <Button variant="default" type="button" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={start.isPending}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
