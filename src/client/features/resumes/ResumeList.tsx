// "Your resumes": each saved resume with its template, what it was tailored for and when it last
// changed; open it, make it the active one (the one the editor and "Tailor" start from), or delete it.
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { resumeTemplate } from '#shared/constants/resumes.ts';
import { formatShortDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { ResumeSummary } from '#shared/schemas/resumes.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { resumeEditorPath } from './use-tailor.tsx';

export function ResumeList({ resumes }: { resumes: ResumeSummary[] }) {
  const utils = trpc.useUtils();
  const setActive = trpc.resumes.setActive.useMutation();
  const remove = trpc.resumes.delete.useMutation();
  const [deleting, setDeleting] = useState<ResumeSummary | null>(null);
  const refresh = () => void utils.resumes.invalidate();

  const makeActive = async (resume: ResumeSummary) => {
    try {
      await setActive.mutateAsync({ id: resume.id });
      refresh();
    } catch (err) {
      notifyError(err);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      notify(TOASTS.resume.deleted);
      refresh();
    } catch (err) {
      notifyError(err);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="sm">
      {resumes.map((resume) => (
        <Card key={resume.id} withBorder radius="md" padding="md" component="article" aria-label={resume.title}>
          <Group justify="space-between" wrap="nowrap" align="center">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Title order={3} size="h5">
                  {resume.title}
                </Title>
                {resume.isActive && (
                  <Badge color="green" variant="light" data-testid="active-resume">
                    Active
                  </Badge>
                )}
              </Group>
              <Group gap="md">
                <Text size="sm" c="dimmed">
                  {resumeTemplate(resume.template).name}
                </Text>
                {resume.tailoredFor && (
                  <Text size="sm" c="dimmed">
                    Tailored for {resume.tailoredFor.label}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  Updated {formatShortDate(resume.updatedAt)}
                </Text>
              </Group>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button component={Link} href={resumeEditorPath(resume.id)} variant="light" size="xs" leftSection={<IconEdit size={14} />} aria-label={`Open ${resume.title}`}>
                Open
              </Button>
              {!resume.isActive && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconStar size={14} />}
                  loading={setActive.isPending && setActive.variables?.id === resume.id}
                  onClick={() => void makeActive(resume)}
                  aria-label={`Set active: ${resume.title}`}
                >
                  Set active
                </Button>
              )}
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${resume.title}`} onClick={() => setDeleting(resume)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
        </Card>
      ))}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete resume?"
        message={deleting ? `${deleting.title} will be deleted. Applications that named it keep their record without it.` : ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
