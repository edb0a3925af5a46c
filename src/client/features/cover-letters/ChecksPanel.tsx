// The letter checks, every member's: asked again about 400 ms after typing stops (as the resume's
// live ATS score), each with its points, its status colour and its sentence, and the total. A letter
// for no application or board job can take a pasted posting for the checks to read.
import { Card, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconChecklist } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { COVER_LETTER_LIMITS as L, COVER_LETTER_TEXT as T } from '#shared/constants/cover-letters.ts';
import { letterContent } from '#shared/schemas/cover-letters.ts';
import { PanelTitle } from '../../components/PanelTitle.tsx';
import { serverToast } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { ScoreBreakdown, ScoreRing } from '../resumes/index.ts';
import type { WorkingLetter } from './letter-model.ts';

/** How long the checks wait after the last keystroke before asking again. */
const CHECK_DEBOUNCE_MS = 400;

export function ChecksPanel({ letter, onJobDescription }: { letter: WorkingLetter; onJobDescription: (text: string) => void }) {
  // Content the schema refuses (a half-typed field past its limit) is not sent: the checks wait for valid content.
  const input = useMemo(() => {
    const content = letterContent.safeParse(letter.content);
    if (!content.success || !content.data.body.trim()) return null;
    const { resumeId, applicationId, jobId, jobDescription, evidence } = letter;
    return { content: content.data, resumeId, applicationId, jobId, jobDescription, evidence };
  }, [letter]);
  const [debounced] = useDebouncedValue(input, CHECK_DEBOUNCE_MS);
  const checks = trpc.coverLetters.check.useQuery(debounced!, { enabled: debounced !== null, placeholderData: keepPreviousData });
  const result = input ? checks.data : undefined;
  const linked = letter.applicationId !== null || letter.jobId !== null;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="checks-title">
      <Stack gap="sm">
        <PanelTitle icon={IconChecklist} id="checks-title">
          {T.checksTitle}
        </PanelTitle>
        {!linked && (
          <Textarea
            label="Job description"
            description={T.checksJobDescription}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={L.jobDescriptionMax}
            value={letter.jobDescription}
            onChange={(e) => onJobDescription(e.currentTarget.value)}
          />
        )}
        {!input && (
          <Text size="sm" c="dimmed">
            {T.checksIdle}
          </Text>
        )}
        {input && !result && checks.isFetching && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Checking your letter…
            </Text>
          </Group>
        )}
        {input && checks.error && !result && (
          <Text size="sm" c="red">
            {serverToast(checks.error).description}
          </Text>
        )}
        {result && (
          <Stack gap="md">
            <ScoreRing score={result.score} title="Letter score" note={checks.isFetching ? 'Updating…' : 'out of 100, for this job'} testId="letter-score" />
            <ScoreBreakdown title="Checks" factors={result.checks} testIdPrefix="letter-check" />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
