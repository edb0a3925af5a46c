import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { JOB_TEXT } from '#shared/constants/jobs.ts';
import type { ApplyingJob } from './use-apply.ts';

export interface ApplyPromptProps {
  /** The job asked about; null when nothing is asked. */
  job: ApplyingJob | null;
  /** The posting, to open (again) from the question. */
  url: string | null;
  /** Yes is being recorded. */
  recording: boolean;
  onAnswer: (applied: boolean) => void;
}

/** "Did you apply?", after Apply Now opened the posting: Yes records the application, No (or closing) nothing. */
export function ApplyPrompt({ job, url, recording, onAnswer }: ApplyPromptProps) {
  return (
    <Modal opened={job !== null} onClose={() => onAnswer(false)} title={JOB_TEXT.applyPromptTitle} closeButtonProps={{ 'aria-label': 'Close' }}>
      {job && (
        <Stack gap="sm">
          <Text fw={500}>{JOB_TEXT.applyPromptText(job.title, job.companyName)}</Text>
          <Text size="sm" c="dimmed">
            {JOB_TEXT.applyPromptHint}
          </Text>
          {url && (
            <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
              {JOB_TEXT.applyPromptOpen}
            </Anchor>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" disabled={recording} onClick={() => onAnswer(false)}>
              {JOB_TEXT.applyPromptNo}
            </Button>
            <Button loading={recording} onClick={() => onAnswer(true)}>
              {JOB_TEXT.applyPromptYes}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
