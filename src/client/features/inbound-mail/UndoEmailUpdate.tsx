import { Button } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { INBOUND_TEXT } from '#shared/constants/inbound-mail.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';

/**
 * Reverses an "Updated from your e-mail" event of the timeline. The server refuses once the
 * application has changed since (its message says so); either way the detail is read again.
 */
export function UndoEmailUpdate({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const undo = trpc.inboundMail.undo.useMutation();
  const run = async () => {
    try {
      await undo.mutateAsync({ eventId });
      notify({ title: INBOUND_TEXT.undone });
    } catch (err) {
      notifyError(err);
    } finally {
      onDone();
    }
  };
  return (
    <Button size="compact-xs" variant="subtle" leftSection={<IconArrowBackUp size={14} />} loading={undo.isPending} onClick={() => void run()}>
      {INBOUND_TEXT.undo}
    </Button>
  );
}
