// "Report": a member tells the moderators about a post or reply, with a reason from the list and
// optional details. Reporting the same thing again while the first report is open says so.
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FORUM_LIMITS, FORUM_REPORT_REASON_LABELS, FORUM_REPORT_REASONS, type ForumReportReason } from '#shared/constants/forum.ts';
import { TOASTS } from '#shared/toasts.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';

export function ReportDialog({ target, what, onClose }: { target: { postId: string; replyId?: string } | null; what: string; onClose: () => void }) {
  const [reason, setReason] = useState<ForumReportReason | null>(null);
  const [details, setDetails] = useState('');
  const report = trpc.forum.report.useMutation();

  const close = () => {
    setReason(null);
    setDetails('');
    onClose();
  };
  const send = async () => {
    if (!target || !reason) return;
    try {
      const result = await report.mutateAsync({ ...target, reason, details });
      notify(result.alreadyReported ? TOASTS.forum.alreadyReported : TOASTS.forum.reported);
      close();
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Modal opened={target !== null} onClose={close} title={`Report ${what}`} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Radio.Group label="Why are you reporting it?" required value={reason} onChange={(value) => setReason(value as ForumReportReason)}>
          <Stack gap={6} mt={6}>
            {FORUM_REPORT_REASONS.map((value) => (
              <Radio key={value} value={value} label={FORUM_REPORT_REASON_LABELS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Details (optional)"
          autosize
          minRows={2}
          maxLength={FORUM_LIMITS.reportDetailsMax}
          value={details}
          onChange={(e) => setDetails(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" disabled={!reason} loading={report.isPending} onClick={() => void send()}>
            Send report
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
