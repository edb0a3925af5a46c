import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconFileText, IconMail, IconMapPin, IconTrash, IconWand } from '@tabler/icons-react';
import { Link } from 'wouter';
import { WRITE_COVER_LETTER } from '#shared/constants.ts';
import { APPLICATION_STATUS_LABELS } from '#shared/constants/applications.ts';
import { formatSalary, formatShortDate } from '#shared/format.ts';
import { type ApplicationItem } from '#shared/schemas/applications.ts';
import { coverLetterPath } from '#shared/routes.ts';
import { InterviewPractice } from '../interview/index.ts';
import { AlsoOnBoard } from '../job-capture/index.ts';
import { resumeEditorPath } from '../resumes/index.ts';
import { APPLICATION_STATUS_COLORS } from './status-colors.ts';

interface Props {
  application: ApplicationItem;
  onEdit: () => void;
  onDelete: () => void;
  /** The detail view: interviews, contacts, timeline. */
  onOpen: () => void;
  /** Tailor a copy of the active resume for this application. */
  onTailor: () => void;
  tailoring: boolean;
}

export function ApplicationCard({ application: app, onEdit, onDelete, onOpen, onTailor, tailoring }: Props) {
  const name = `${app.jobTitle} at ${app.companyName}`;
  return (
    <Card withBorder radius="md" padding="lg" role="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} size="h4">
            {app.jobTitle}
          </Title>
          <Text fw={500}>{app.companyName}</Text>
          <Group gap="md" c="dimmed">
            {app.location && (
              <Group gap={4}>
                <IconMapPin size={14} />
                <Text size="sm">{app.location}</Text>
              </Group>
            )}
            <Text size="sm">{formatSalary(app.salaryMin, app.salaryMax, app.salaryCurrency)}</Text>
            <Text size="sm">Applied {formatShortDate(app.appliedDate)}</Text>
          </Group>
          {app.jobUrl && (
            <Anchor href={app.jobUrl} target="_blank" rel="noopener noreferrer nofollow" size="sm" w="fit-content">
              View job posting
            </Anchor>
          )}
          {app.jobOnBoard && app.jobId && <AlsoOnBoard jobId={app.jobId} />}
          {app.resumeId && app.resumeTitle && (
            <Group gap={4} c="dimmed" data-testid="application-resume">
              <IconFileText size={14} aria-hidden />
              <Text size="sm">Resume sent:</Text>
              <Anchor component={Link} href={resumeEditorPath(app.resumeId)} size="sm">
                {app.resumeTitle}
              </Anchor>
            </Group>
          )}
          <InterviewPractice applicationId={app.id} />
          {app.notes && (
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }} lineClamp={3}>
              {app.notes}
            </Text>
          )}
        </Stack>
        <Stack align="flex-end" gap="sm">
          <Badge color={APPLICATION_STATUS_COLORS[app.status]} variant="light" data-testid="application-status">
            {APPLICATION_STATUS_LABELS[app.status]}
          </Badge>
          <Group gap={4} justify="flex-end">
            <Button variant="default" size="xs" onClick={onOpen} aria-label={`Details of ${name}`}>
              Details
            </Button>
            <Button variant="light" size="xs" leftSection={<IconWand size={14} />} loading={tailoring} onClick={onTailor}>
              Tailor resume
            </Button>
            <Button component={Link} href={coverLetterPath({ applicationId: app.id })} variant="light" size="xs" leftSection={<IconMail size={14} />}>
              {WRITE_COVER_LETTER}
            </Button>
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${name}`}>
              <IconEdit size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${name}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
