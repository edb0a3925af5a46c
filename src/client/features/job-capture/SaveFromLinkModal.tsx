// The job board's "Save a job from another site" (SaveFromLinkDialog loads it when first opened): a
// link, the posting read from it (title, company, place, yearly salary in its own currency, and how
// it was read), and where it goes: saved jobs or the tracker. A posting already on the board says
// so and links to the board's job, which is what saving it keeps (decision 058).
import { Alert, Anchor, Button, Card, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { JOB_CAPTURE_READER_LABELS, JOB_CAPTURE_TARGETS, JOB_CAPTURE_TEXT, type JobCaptureTarget } from '#shared/constants/job-capture.ts';
import { formatSalary } from '#shared/format.ts';
import { link } from '#shared/routes.ts';
import type { CaptureReadResult, CaptureSaveResult } from '#shared/schemas/job-capture.ts';
import { TOASTS } from '#shared/toasts.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { AlsoOnBoard, CaptureLinkField } from './CaptureLinkField.tsx';

const T = JOB_CAPTURE_TEXT;

/** Where each target is listed, and the toast its save shows. */
const SAVED_TO: Record<JobCaptureTarget, { path: string; label: string; toast: { title: string; description?: string } }> = {
  saved: { path: link('/saved-jobs'), label: 'Go to your saved jobs', toast: TOASTS.jobs.saved },
  tracked: { path: link('/applications'), label: 'Go to your application tracker', toast: TOASTS.applications.added },
};

/** What the page said, for the member to check before saving. */
function PostingSummary({ read }: { read: CaptureReadResult }) {
  const { posting } = read;
  return (
    <Card withBorder radius="md" padding="md" data-testid="capture-summary">
      <Stack gap={4}>
        <Title order={3} size="h5">
          {posting.title}
        </Title>
        <Text size="sm">
          {posting.companyName}
          {posting.location ? ` · ${posting.location}` : ''}
        </Text>
        <Text size="sm" data-testid="capture-salary">
          {posting.salary ? `${formatSalary(posting.salary.min, posting.salary.max, posting.salary.currency)} a year` : formatSalary(null, null, 'USD')}
        </Text>
        <Text size="xs" c="dimmed">
          Read from {JOB_CAPTURE_READER_LABELS[posting.readBy]} on{' '}
          <Anchor href={posting.url} target="_blank" rel="noopener noreferrer nofollow" size="xs" style={{ overflowWrap: 'anywhere' }}>
            {new URL(posting.url).host}
          </Anchor>
        </Text>
        {read.boardJobId && <AlsoOnBoard jobId={read.boardJobId} />}
      </Stack>
    </Card>
  );
}

/** Mounted while open, so each opening starts afresh. */
export default function SaveFromLinkModal({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const save = trpc.jobCapture.save.useMutation();
  const [read, setRead] = useState<CaptureReadResult | null>(null);
  const [target, setTarget] = useState<JobCaptureTarget>('saved');
  const [saved, setSaved] = useState<(CaptureSaveResult & { target: JobCaptureTarget }) | null>(null);

  const submit = async () => {
    if (!read) return;
    try {
      const result = await save.mutateAsync({ target, posting: read.posting });
      notify(SAVED_TO[target].toast);
      setSaved({ ...result, target });
      void utils.savedJobs.list.invalidate();
      void utils.applications.list.invalidate();
      void utils.jobs.invalidate();
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Modal opened onClose={onClose} title={T.boardTitle} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {saved ? (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="capture-saved">
            <Stack gap={4}>
              <Text size="sm">{SAVED_TO[saved.target].toast.title}.</Text>
              <Anchor component={Link} href={SAVED_TO[saved.target].path} size="sm" onClick={onClose}>
                {SAVED_TO[saved.target].label}
              </Anchor>
              {saved.onBoard && <AlsoOnBoard jobId={saved.jobId} />}
            </Stack>
          </Alert>
        ) : (
          <>
            <CaptureLinkField status={false} onRead={setRead} />
            {read && (
              <>
                <PostingSummary read={read} />
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="capture-target-label">
                    {T.saveAs}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="capture-target-label"
                    value={target}
                    onChange={(value) => setTarget(value as JobCaptureTarget)}
                    data={JOB_CAPTURE_TARGETS.map((value) => ({ value, label: T.targetLabels[value] }))}
                    fullWidth
                  />
                </Stack>
              </>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {saved ? 'Close' : 'Cancel'}
          </Button>
          {!saved && (
            <Button onClick={() => void submit()} disabled={!read} loading={save.isPending}>
              {T.save}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
