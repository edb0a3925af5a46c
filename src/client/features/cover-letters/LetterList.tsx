// The member's letters: each with the job it is for and when it last changed; open it or delete it
// (after a confirmation). The plan's allowance shows beside the heading; "New cover letter" waits
// while it is used up.
import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconMail, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { COVER_LETTER_TEXT as T } from '#shared/constants/cover-letters.ts';
import { resumeTemplate } from '#shared/constants/resumes.ts';
import { formatShortDate } from '#shared/format.ts';
import { coverLetterPath, link } from '#shared/routes.ts';
import type { CoverLetterSummary } from '#shared/schemas/cover-letters.ts';
import { TOASTS } from '#shared/toasts.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';

export function LetterList() {
  const utils = trpc.useUtils();
  const list = trpc.coverLetters.list.useQuery();
  const remove = trpc.coverLetters.delete.useMutation();
  const [deleting, setDeleting] = useState<CoverLetterSummary | null>(null);
  const full = list.data ? list.data.letters.length >= list.data.limit : false;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      notify(TOASTS.coverLetter.deleted);
      void utils.coverLetters.list.invalidate();
      void utils.applications.invalidate();
    } catch (err) {
      notifyError(err);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="lg">
      <PageHeading
        title={T.pageTitle}
        subtitle={T.pageSubtitle}
        actions={
          full ? (
            // Used up: the button stays, disabled, with the reason under the heading.
            <Button leftSection={<IconPlus size={16} />} disabled>
              {T.newCoverLetter}
            </Button>
          ) : (
            <Button component={Link} href={link('/features/cover-letters?id=new')} leftSection={<IconPlus size={16} />}>
              {T.newCoverLetter}
            </Button>
          )
        }
      />
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {T.yourLetters}
        </Title>
        {list.data && (
          <Badge variant="light" color={full ? 'yellow' : 'gray'} size="lg" data-testid="letter-usage" aria-label={`${list.data.letters.length} of ${list.data.limit} cover letters used`}>
            {T.usage(list.data.letters.length, list.data.limit)}
          </Badge>
        )}
      </Group>
      {full && (
        <Text size="sm" c="dimmed">
          {TOASTS.coverLetter.limitReached.description}
        </Text>
      )}
      <QueryState
        query={list}
        loading={
          <SkeletonList label="Loading cover letters" count={3} gap="sm">
            <Skeleton height={72} radius="md" />
          </SkeletonList>
        }
        isEmpty={(data) => data.letters.length === 0}
        empty={<EmptyState icon={IconMail} title={T.noLetters} text={T.noLettersHint} />}
      >
        {({ letters }) => (
          <Stack gap="sm">
            {letters.map((letter) => (
              <Card key={letter.id} withBorder radius="md" padding="md" component="article" aria-label={letter.title}>
                <Group justify="space-between" wrap="nowrap" align="center">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                      {letter.jobLabel || letter.title}
                    </Title>
                    <Group gap="md">
                      <Text size="sm" c="dimmed">
                        {resumeTemplate(letter.template).name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        Updated {formatShortDate(letter.updatedAt)}
                      </Text>
                    </Group>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Button component={Link} href={coverLetterPath({ id: letter.id })} variant="light" size="xs" leftSection={<IconEdit size={14} />} aria-label={`Open ${letter.title}`}>
                      Open
                    </Button>
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${letter.title}`} onClick={() => setDeleting(letter)}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete cover letter?"
        message={deleting ? `${deleting.title} will be deleted. An application it was sent with keeps a note of it in its timeline.` : ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
