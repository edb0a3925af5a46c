// The ATS result: the score and what each factor earned and why, for every member; then, for
// Premium, the improvements that matter most, the missing keywords and the suggestions the user can
// take with one click. A free member's result arrives without them (the server withholds them), and
// the Premium lock stands in their place.
import { Alert, Badge, Button, Card, Group, List, Progress, RingProgress, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCrown, IconPlus } from '@tabler/icons-react';
import { Link } from 'wouter';
import { ONET_ATTRIBUTION, type AtsStatus } from '#shared/constants/resumes.ts';
import { link } from '#shared/routes.ts';
import type { AtsLiveScore, AtsResult } from '#shared/schemas/resumes.ts';
import { TOASTS } from '#shared/toasts.ts';
import { scoreColor } from '../../lib/score-color.ts';

const STATUS_COLORS: Record<AtsStatus, string> = { strong: 'green', partial: 'yellow', weak: 'red' };

/** Green from 80, yellow from 60, red below: the bands most ATS guides use. */

/** The optimisation behind the Premium lock, in the spec's words, with the way to upgrade. */
export function OptimizationLock() {
  return (
    <Alert color="yellow" variant="light" icon={<IconCrown size={18} />} title={TOASTS.resume.premiumOptimization.title} data-testid="optimization-locked">
      <Text size="sm">{TOASTS.resume.premiumOptimization.description}</Text>
      <Button component={Link} href={link('/pricing')} size="xs" color="yellow" mt="xs" leftSection={<IconCrown size={14} />}>
        Upgrade to Premium
      </Button>
    </Alert>
  );
}

interface Props {
  result: AtsLiveScore;
  /** The score is being recomputed for newer content. */
  updating: boolean;
  summaryInUse: boolean;
  missingSkills: string[];
  onUseSummary: (summary: string) => void;
  onAddSkills: (skills: string[]) => void;
}

/** A score out of 100 in its ring, with what it is and how to read it. */
export function ScoreRing({ score, title, note, testId }: { score: number; title: string; note: string; testId: string }) {
  return (
    <Group gap="md" wrap="nowrap">
      <RingProgress
        size={96}
        thickness={9}
        roundCaps
        sections={[{ value: score, color: scoreColor(score) }]}
        label={
          <Text ta="center" fw={700} size="xl" data-testid={testId}>
            {score}
          </Text>
        }
        aria-label={`${title} ${score} out of 100`}
        role="img"
      />
      <div>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      </div>
    </Group>
  );
}

export interface ScoredFactor {
  id: string;
  label: string;
  earned: number;
  possible: number;
  status: AtsStatus;
  /** One sentence: why these points, and what to change. */
  detail: string;
}

/** Each factor's points, its status colour and its sentence: the ATS score's breakdown, the letter checks. */
export function ScoreBreakdown({ title, factors, testIdPrefix }: { title: string; factors: readonly ScoredFactor[]; testIdPrefix: string }) {
  return (
    <>
      <Title order={3} size="h6" mb={-8}>
        {title}
      </Title>
      <Stack gap="xs" aria-label={title} role="list">
        {factors.map((factor) => (
          <div key={factor.id} role="listitem" data-testid={`${testIdPrefix}-${factor.id}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {factor.label}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {factor.earned}/{factor.possible}
                </Text>
                <Badge size="xs" variant="light" color={STATUS_COLORS[factor.status]}>
                  {factor.status}
                </Badge>
              </Group>
            </Group>
            <Progress
              value={factor.possible ? (factor.earned / factor.possible) * 100 : 0}
              color={STATUS_COLORS[factor.status]}
              size="sm"
              mt={4}
              aria-label={`${factor.label}: ${factor.earned} of ${factor.possible} points`}
            />
            <Text size="xs" c="dimmed" mt={2}>
              {factor.detail}
            </Text>
          </div>
        ))}
      </Stack>
    </>
  );
}

export function AtsResultView({ result, updating, summaryInUse, missingSkills, onUseSummary, onAddSkills }: Props) {
  return (
    <Stack gap="md">
      <ScoreRing score={result.score} title="ATS score" note={updating ? 'Updating…' : 'out of 100, for this target'} testId="ats-score" />
      <ScoreBreakdown title="Score breakdown" factors={result.breakdown} testIdPrefix="ats-factor" />

      {result.improvements && result.keywords && result.optimized_suggestions ? (
        <Optimization
          improvements={result.improvements}
          keywords={result.keywords}
          suggestions={result.optimized_suggestions}
          summaryInUse={summaryInUse}
          missingSkills={missingSkills}
          onUseSummary={onUseSummary}
          onAddSkills={onAddSkills}
        />
      ) : (
        <OptimizationLock />
      )}
    </Stack>
  );
}

/** Premium: the improvements, the missing keywords, the suggested summary and skills section. */
interface OptimizationProps extends Omit<Props, 'result' | 'updating'> {
  improvements: AtsResult['improvements'];
  keywords: AtsResult['keywords'];
  suggestions: AtsResult['optimized_suggestions'];
}

function Optimization({ improvements, keywords, suggestions, summaryInUse, missingSkills, onUseSummary, onAddSkills }: OptimizationProps) {
  const suggestedSummary = suggestions.professional_summary;
  return (
    <>
      {improvements.high_priority.length > 0 && (
        <div>
          <Title order={3} size="h6" mb={4}>
            High-priority improvements
          </Title>
          <List size="sm" spacing={4}>
            {improvements.high_priority.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        </div>
      )}

      <div>
        <Title order={3} size="h6" mb={6}>
          Missing keywords
        </Title>
        {keywords.missing.length ? (
          <Group gap={6}>
            {keywords.missing.map((keyword) => (
              <Badge key={keyword} variant="light" color="red" tt="none">
                {keyword}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Your resume covers the keywords of this target.
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          {ONET_ATTRIBUTION}
        </Text>
      </div>

      {suggestedSummary && (
        <Card withBorder radius="md" padding="sm">
          <Text size="sm" fw={600} mb={4}>
            Suggested summary
          </Text>
          <Text size="sm" mb="xs">
            {suggestedSummary}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCheck size={14} />}
            disabled={summaryInUse}
            onClick={() => onUseSummary(suggestedSummary)}
          >
            {summaryInUse ? 'Summary in use' : 'Use this summary'}
          </Button>
        </Card>
      )}

      {suggestions.skills_section.length > 0 && (
        <Card withBorder radius="md" padding="sm">
          <Text size="sm" fw={600} mb={4}>
            Suggested skills section
          </Text>
          <Text size="sm" mb="xs">
            {suggestions.skills_section.join(', ')}
          </Text>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} disabled={missingSkills.length === 0} onClick={() => onAddSkills(missingSkills)}>
            {missingSkills.length ? `Add missing skills (${missingSkills.length})` : 'All skills added'}
          </Button>
        </Card>
      )}
    </>
  );
}
