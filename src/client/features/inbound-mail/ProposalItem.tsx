// One update proposed by a message: what it says (the outcome), who sent it and when, what accepting
// would change, the line that decided it and the rule's name, and the interview it carries. An
// unknown message says why and can only be dismissed.
import { Badge, Blockquote, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { APPLICATION_FIELD_LABELS, APPLICATION_STATUS_LABELS } from '#shared/constants/applications.ts';
import { INBOUND_OUTCOME_LABELS, INBOUND_OUTCOME_STATUS, INBOUND_TEXT, type InboundOutcome } from '#shared/constants/inbound-mail.ts';
import { formatAppointment, formatShortDate } from '#shared/format.ts';
import type { InboundInterview, InboundProposal } from '#shared/schemas/inbound-mail.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { APPLICATION_STATUS_COLORS } from '../applications/index.ts';
import { trpc } from '../../trpc.ts';
import { useEmailRefresh } from './refresh.ts';

/** An outcome's badge: the hue of the tracker's badge for the status it proposes. */
const outcomeColor = (outcome: InboundOutcome) => (outcome === 'unknown' ? 'gray' : APPLICATION_STATUS_COLORS[INBOUND_OUTCOME_STATUS[outcome]]);

/** "Acme — Software Engineer: Applied → Interviewing", or "New application: Acme — Data Analyst (Applied)". */
function targetLine(proposal: InboundProposal): string | null {
  const { application, proposedStatus } = proposal;
  if (!proposedStatus) return null;
  const to = APPLICATION_STATUS_LABELS[proposedStatus];
  if (application) {
    const from = APPLICATION_STATUS_LABELS[application.status];
    return `${application.companyName} — ${application.jobTitle}: ${from === to ? to : `${from} → ${to}`}`;
  }
  const name = [proposal.company, proposal.role].filter(Boolean).join(' — ');
  return name ? `${INBOUND_TEXT.newApplication}: ${name} (${to})` : `${INBOUND_TEXT.newApplication} (${to})`;
}

/** "Phone screen · Tue, Dec 1, 2026 2:30 PM · 45 min · Zoom", the time as the detail view writes it. */
function interviewLine(interview: InboundInterview): string {
  const length = interview.durationMinutes === null ? null : `${interview.durationMinutes} min`;
  return [interview.title ?? APPLICATION_FIELD_LABELS.interview, formatAppointment(interview.startsAt), length, interview.location].filter(Boolean).join(' · ');
}

export function ProposalItem({ proposal }: { proposal: InboundProposal }) {
  const refresh = useEmailRefresh();
  const accept = trpc.inboundMail.accept.useMutation();
  const dismiss = trpc.inboundMail.dismiss.useMutation();
  const subjectId = useId();
  const target = targetLine(proposal);
  const busy = accept.isPending || dismiss.isPending;

  const decide = async (choice: 'accept' | 'dismiss') => {
    try {
      if (choice === 'accept') await accept.mutateAsync({ id: proposal.id });
      else await dismiss.mutateAsync({ id: proposal.id });
      notify({ title: choice === 'accept' ? INBOUND_TEXT.accepted : INBOUND_TEXT.dismissed });
    } catch (err) {
      notifyError(err);
    } finally {
      // Also after a refusal: the proposal may have expired or been decided in another tab.
      refresh({ applications: choice === 'accept' });
    }
  };

  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="email-update" data-outcome={proposal.outcome}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge color={outcomeColor(proposal.outcome)} variant="light">
            {INBOUND_OUTCOME_LABELS[proposal.outcome]}
          </Badge>
          <Text size="xs" c="dimmed">
            {formatShortDate(proposal.sentAt)}
          </Text>
        </Group>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" id={subjectId} style={{ overflowWrap: 'anywhere' }}>
            {proposal.subject}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {proposal.sender}
          </Text>
        </div>
        {target && (
          <Text size="sm" fw={500} data-testid="email-update-target" style={{ overflowWrap: 'anywhere' }}>
            {target}
          </Text>
        )}
        {proposal.quote && (
          <Blockquote p="xs" ml={0} mt={0} radius="sm" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {proposal.quote}
          </Blockquote>
        )}
        {proposal.ruleLabel && (
          <Text size="xs" c="dimmed">
            {INBOUND_TEXT.decidedBy(proposal.ruleLabel)}
          </Text>
        )}
        {proposal.interview && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {interviewLine(proposal.interview)}
            </Text>
          </Group>
        )}
        {proposal.reason && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" data-testid="email-update-reason">
              {proposal.reason}
            </Text>
          </Group>
        )}
        <Group gap="xs">
          {proposal.proposedStatus && (
            <Button
              size="xs"
              leftSection={<IconCheck size={14} />}
              aria-describedby={subjectId}
              loading={accept.isPending}
              disabled={busy}
              onClick={() => void decide('accept')}
            >
              {INBOUND_TEXT.accept}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} />}
            aria-describedby={subjectId}
            loading={dismiss.isPending}
            disabled={busy}
            onClick={() => void decide('dismiss')}
          >
            {INBOUND_TEXT.dismiss}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
