// Setup: the interview type (with its question count) and, optionally, the tracked application or
// the job on the board to practise for.
import { Button, Card, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import {
  INTERVIEW_QUESTION_COUNTS,
  INTERVIEW_TYPE_DESCRIPTIONS,
  INTERVIEW_TYPE_LABELS,
  INTERVIEW_TYPES,
  type InterviewType,
} from '#shared/constants/interview.ts';
import { trpc } from '../../trpc.ts';

export interface SetupChoice {
  type: InterviewType;
  applicationId: string | null;
  jobId: string | null;
}

/** Select values carry their kind, so an application and a job never collide. */
const value = (kind: 'application' | 'job', id: string) => `${kind}:${id}`;

export function InterviewSetup({ initialApplicationId, starting, onStart }: { initialApplicationId: string | null; starting: boolean; onStart: (choice: SetupChoice) => void }) {
  const targets = trpc.interview.targets.useQuery();
  const [type, setType] = useState<InterviewType>('behavioral');
  const [target, setTarget] = useState<string | null>(initialApplicationId ? value('application', initialApplicationId) : null);

  const data = [
    { group: 'Tracked applications', items: (targets.data?.applications ?? []).map((o) => ({ value: value('application', o.id), label: o.label })) },
    { group: 'Jobs on the board', items: (targets.data?.jobs ?? []).map((o) => ({ value: value('job', o.id), label: o.label })) },
  ].filter((g) => g.items.length > 0);

  const start = () => {
    const [kind, id] = target ? (target.split(':') as ['application' | 'job', string]) : [null, null];
    onStart({ type, applicationId: kind === 'application' ? id : null, jobId: kind === 'job' ? id : null });
  };

  return (
    <Stack gap="lg">
      <Radio.Group label="Interview type" value={type} onChange={(v) => setType(v as InterviewType)}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          {INTERVIEW_TYPES.map((t) => (
            <Card key={t} withBorder radius="md" padding="md">
              <Radio value={t} label={`${INTERVIEW_TYPE_LABELS[t]} (${INTERVIEW_QUESTION_COUNTS[t]} questions)`} />
              <Text size="sm" c="dimmed" mt="xs">
                {INTERVIEW_TYPE_DESCRIPTIONS[t]}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Select
        label="Practise for a job (optional)"
        description="The job's description shapes the questions and how relevance is scored."
        placeholder={targets.isPending ? 'Loading…' : 'No specific job'}
        data={data}
        value={target}
        onChange={setTarget}
        clearable
        searchable
        nothingFoundMessage="No match"
      />
      <Button size="md" leftSection={<IconPlayerPlay size={18} />} loading={starting} onClick={start} style={{ alignSelf: 'flex-start' }}>
        Start Interview
      </Button>
    </Stack>
  );
}
