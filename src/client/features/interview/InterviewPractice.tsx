// The tracker card's line about interview practice for that application: how many sessions and the
// best score, with a link to practise again. One query serves every card of the list.
import { Anchor, Group, Text } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { Link } from 'wouter';
import { link } from '#shared/routes.ts';
import { trpc } from '../../trpc.ts';

export function InterviewPractice({ applicationId }: { applicationId: string }) {
  const practice = trpc.interview.practice.useQuery(undefined, { staleTime: 60_000 });
  const mine = practice.data?.find((p) => p.applicationId === applicationId);
  if (!mine) return null;
  return (
    <Group gap={4} c="dimmed" data-testid="interview-practice">
      <IconMicrophone size={14} aria-hidden />
      <Text size="sm">
        Interview practice: {mine.sessions} {mine.sessions === 1 ? 'session' : 'sessions'}
        {mine.bestScore !== null ? `, best score ${mine.bestScore}/100` : ''} ·{' '}
        <Anchor component={Link} href={link(`/features/interview-prep?application=${applicationId}`)} size="sm">
          Practise again
        </Anchor>
      </Text>
    </Group>
  );
}
