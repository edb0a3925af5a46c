// The admin News Management tab: every article, drafts too, the last changed first. Search (title,
// excerpt or author) and a status filter; per article Edit (the article form, prefilled), Publish or
// Unpublish, View (published only) and Delete (asked first). "New article" opens the empty form.
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCrown, IconNews, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  NEWS_FILTER_LABELS,
  NEWS_STATUS_FILTER_LABELS,
  NEWS_STATUS_FILTERS,
  NEWS_STATUS_LABELS,
  type NewsStatusFilter,
} from '#shared/constants/news.ts';
import { formatShortDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { AdminNewsRow } from '#shared/schemas/news.ts';
import { link } from '#shared/routes.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { notify, notifyError } from '../../../lib/feedback.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { SearchInput } from '../../../components/SearchInput.tsx';
import { useDebouncedSearch } from '../../../lib/useDebouncedSearch.ts';
import { trpc } from '../../../trpc.ts';
import { ArticleForm } from '../ArticleForm.tsx';

const STATUS_OPTIONS = NEWS_STATUS_FILTERS.map((s) => ({ value: s, label: NEWS_STATUS_FILTER_LABELS[s] }));

/** The editor for one article: its whole text is loaded first. */
function EditArticle({ articleId, onDone }: { articleId: string; onDone: () => void }) {
  const article = trpc.admin.news.get.useQuery({ articleId }, { refetchOnWindowFocus: false });
  return (
    <QueryState query={article} loading={<Skeleton h={480} radius="md" />} error={{ message: TOASTS.news.adminLoadFailed }}>
      {(data) => <ArticleForm article={data} onDone={onDone} />}
    </QueryState>
  );
}

function ArticleRow({
  article,
  onEdit,
  onToggle,
  onDelete,
  toggling,
  narrow,
}: {
  article: AdminNewsRow;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  toggling: boolean;
  narrow: boolean;
}) {
  const published = article.status === 'published';
  const badges = (
    <Group gap={4}>
      <Badge variant="light" color="blue">
        {NEWS_FILTER_LABELS[article.category]}
      </Badge>
      {article.isPremiumOnly && (
        <Badge color="yellow" variant="light" leftSection={<IconCrown size={12} />}>
          Premium
        </Badge>
      )}
    </Group>
  );
  const status = (
    <>
      <Badge color={published ? 'green' : 'gray'} variant={published ? 'light' : 'outline'}>
        {NEWS_STATUS_LABELS[article.status]}
      </Badge>
      {published && (
        <Text size="xs" c="dimmed">
          {formatShortDate(article.publishedAt)}
        </Text>
      )}
    </>
  );
  const actions = (
    <Group gap={6} wrap={narrow ? 'wrap' : 'nowrap'} justify={narrow ? 'flex-start' : 'flex-end'}>
      {published && (
        <Anchor component={Link} href={link(`/news/${article.id}`)} size="sm" aria-label={`View ${article.title}`}>
          View
        </Anchor>
      )}
      <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${article.title}`}>
        Edit
      </Button>
      <Button size="xs" variant="light" onClick={onToggle} loading={toggling} aria-label={`${published ? 'Unpublish' : 'Publish'} ${article.title}`}>
        {published ? 'Unpublish' : 'Publish'}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${article.title}`}>
        Delete
      </Button>
    </Group>
  );
  return (
    <Table.Tr data-testid="admin-article-row">
      <Table.Td>
        <Stack gap={narrow ? 6 : 2}>
          <Text fw={600} size="sm" lineClamp={2}>
            {article.title}
          </Text>
          <Text size="xs" c="dimmed">
            {article.author}
            {article.updatedByName ? ` · last changed by ${article.updatedByName}` : ''} · {formatShortDate(article.updatedAt)}
          </Text>
          {narrow && (
            <>
              <Group gap={4}>
                {badges}
                {status}
              </Group>
              {actions}
            </>
          )}
        </Stack>
      </Table.Td>
      {!narrow && (
        <>
          <Table.Td>{badges}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{status}</Table.Td>
          <Table.Td>{actions}</Table.Td>
        </>
      )}
    </Table.Tr>
  );
}

export function NewsPanel() {
  const utils = trpc.useUtils();
  const [view, setView] = useState<{ kind: 'list' } | { kind: 'new' } | { kind: 'edit'; articleId: string }>({ kind: 'list' });
  const search = useDebouncedSearch();
  const q = search.term;
  const [status, setStatus] = useState<NewsStatusFilter>('all');
  const [deleting, setDeleting] = useState<AdminNewsRow | null>(null);
  const articles = trpc.admin.news.list.useQuery({ q, status });
  const setArticleStatus = trpc.admin.news.setStatus.useMutation();
  const remove = trpc.admin.news.delete.useMutation();
  // On a phone category, status and actions go under the title, as in the jobs list (decision 042).
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const refresh = () => {
    void utils.admin.news.invalidate();
    void utils.news.invalidate();
  };
  const toggle = async (article: AdminNewsRow) => {
    const next = article.status === 'published' ? 'draft' : 'published';
    try {
      await setArticleStatus.mutateAsync({ articleId: article.id, status: next });
      notify(next === 'published' ? TOASTS.news.published : TOASTS.news.unpublished);
    } catch (err) {
      notifyError(err);
    }
    refresh();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ articleId: deleting.id });
      notify(TOASTS.news.deleted);
    } catch (err) {
      notifyError(err);
    }
    setDeleting(null);
    refresh();
  };

  if (view.kind === 'new') {
    return (
      <Stack gap="sm">
        <Group>
          <Button variant="subtle" onClick={() => setView({ kind: 'list' })}>
            Back to articles
          </Button>
        </Group>
        <ArticleForm />
      </Stack>
    );
  }
  if (view.kind === 'edit') return <EditArticle articleId={view.articleId} onDone={() => setView({ kind: 'list' })} />;

  const filtered = q !== '' || status !== 'all';
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={3}>News articles</Title>
            <Text size="sm" c="dimmed">
              Every article, drafts too. Drafts are seen only here until they are published.
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setView({ kind: 'new' })}>
            New article
          </Button>
        </Group>
        <Group gap="sm" align="flex-end">
          <SearchInput
            label="Search articles"
            placeholder="Title, excerpt or author"
            {...search.inputProps}
            style={{ flex: 1, minWidth: 200 }}
          />
          <SegmentedControl aria-label="Article status" data={STATUS_OPTIONS} value={status} onChange={(value) => setStatus(value as NewsStatusFilter)} />
        </Group>
        <QueryState
          query={articles}
          loading={<Skeleton h={200} radius="md" />}
          error={{ message: TOASTS.news.adminLoadFailed }}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={IconNews}
              title={filtered ? 'No articles match' : 'No articles yet'}
              text={filtered ? 'Try another search or status.' : 'Write the first one with "New article".'}
            />
          }
          keepData="quiet"
        >
          {(list) => (
            <Table.ScrollContainer minWidth={narrow ? 0 : 760}>
              <Table verticalSpacing="sm" aria-label="News articles">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Article</Table.Th>
                    {!narrow && (
                      <>
                        <Table.Th w={190}>Category</Table.Th>
                        <Table.Th w={120}>Status</Table.Th>
                        <Table.Th>
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </Table.Th>
                      </>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((article) => (
                    <ArticleRow
                      key={article.id}
                      article={article}
                      onEdit={() => setView({ kind: 'edit', articleId: article.id })}
                      onToggle={() => void toggle(article)}
                      onDelete={() => setDeleting(article)}
                      toggling={setArticleStatus.isPending && setArticleStatus.variables?.articleId === article.id}
                      narrow={narrow}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this article?"
        message={deleting ? `"${deleting.title}" is deleted for good, with its likes, bookmarks and feedback. This cannot be undone.` : ''}
        confirmLabel="Delete article"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Card>
  );
}
