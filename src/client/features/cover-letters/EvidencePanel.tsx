// The evidence beside a drafted letter: each sentence with the job line it answers and the resume
// line it rests on (and where in the resume), marked edited once the body no longer holds it as
// drafted (its evidence then no longer vouches for it); the required terms the resume does not show;
// and what the resume lacked for a draft at all.
import { Alert, Badge, Card, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconListSearch } from '@tabler/icons-react';
import { COVER_LETTER_TEXT as T } from '#shared/constants/cover-letters.ts';
import type { LetterEvidence } from '#shared/schemas/cover-letters.ts';
import { PanelTitle } from '../../components/PanelTitle.tsx';
import { sentenceStands } from './letter-model.ts';

interface Props {
  evidence: LetterEvidence;
  body: string;
  /** What the resume lacked for the draft (from the draft just made; a saved letter does not keep it). */
  missing: string[];
  reworded: boolean;
}

function Source({ label, line, place }: { label: string; line: string; place?: string }) {
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600} size="xs">
        {label}
        {place ? ` (${place})` : ''}:
      </Text>{' '}
      {line}
    </Text>
  );
}

export function EvidencePanel({ evidence, body, missing, reworded }: Props) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="evidence-title" data-testid="evidence-panel">
      <Stack gap="sm">
        <PanelTitle icon={IconListSearch} id="evidence-title">
          {T.evidenceTitle}
        </PanelTitle>
        <Text size="sm" c="dimmed">
          {T.evidenceIntro}
          {reworded && ` ${T.evidenceReworded}`}
        </Text>

        {missing.length > 0 && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title={T.missingTitle} data-testid="draft-missing">
            <List size="sm">
              {missing.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Alert>
        )}

        <Stack gap="xs" role="list" aria-label="Sentences and their evidence">
          {evidence.sentences.map((s, i) => {
            const stands = sentenceStands(body, s.sentence);
            return (
              <Paper key={i} withBorder radius="sm" p="sm" role="listitem" data-testid="evidence-sentence" data-edited={!stands || undefined}>
                <Group gap="xs" mb={4}>
                  <Badge size="xs" variant="light" color={stands ? 'green' : 'yellow'}>
                    {stands ? T.sentenceVerified : T.sentenceEdited}
                  </Badge>
                  {s.term && (
                    <Text size="xs" c="dimmed">
                      Answers: {s.term}
                    </Text>
                  )}
                </Group>
                <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }} data-testid="evidence-text">
                  “{s.sentence}”
                </Text>
                <Stack gap={2} mt={6}>
                  {s.jobLine && <Source label="Job" line={s.jobLine} />}
                  {s.resumeLine && <Source label="Resume" line={s.resumeLine} place={s.resumePlace} />}
                </Stack>
              </Paper>
            );
          })}
        </Stack>

        {evidence.gaps.length > 0 && (
          <div data-testid="evidence-gaps">
            <Title order={3} size="h6">
              {T.gapsTitle}
            </Title>
            <Text size="sm" c="dimmed" mb={6}>
              {T.gapsHint}
            </Text>
            <Group gap={6}>
              {evidence.gaps.map((gap) => (
                <Badge key={gap} variant="light" color="red" tt="none">
                  {gap}
                </Badge>
              ))}
            </Group>
          </div>
        )}
      </Stack>
    </Card>
  );
}
