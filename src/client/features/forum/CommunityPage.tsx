// /community and /insights: the stat cards, "Create New Post" for signed-in users, search,
// category chips, the sort, Clear Filters, and the posts in pages of FORUM_LIMITS.pageSize.
import { Button, Chip, Container, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessages, IconPlus, IconX } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { FORUM_CATEGORIES, FORUM_LIMITS, FORUM_SORT_LABELS, FORUM_SORTS, type ForumSort } from '#shared/constants/forum.ts';
import { formatCategoryLabel } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import { type ForumCategoryFilter, type ForumLikeState } from '#shared/schemas/forum.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import { PostCard, PostCardSkeleton } from './PostCard.tsx';
import { PostForm } from './PostForm.tsx';
import { useLikePost } from './use-like.ts';
import { SkeletonList } from '../../components/SkeletonList.tsx';

const SKELETON_CARDS = 3;
const SORT_OPTIONS = FORUM_SORTS.map((s) => ({ value: s, label: FORUM_SORT_LABELS[s] }));

const startOfToday = () => {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
};

function StatCard({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 20, sm: 28 }} fw={700} data-testid={testId}>
        {value ?? '–'}
      </Text>
    </Paper>
  );
}

function Stats() {
  const [since] = useState(startOfToday);
  const stats = trpc.forum.stats.useQuery({ since });
  return (
    // Three across even on a phone, so the posts start on the first screen.
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      <StatCard label="Total Posts" value={stats.data?.totalPosts} testId="stat-total-posts" />
      <StatCard label="Active Members" value={stats.data?.activeMembers} testId="stat-active-members" />
      <StatCard label="Posts Today" value={stats.data?.postsToday} testId="stat-posts-today" />
    </SimpleGrid>
  );
}

export default function CommunityPage() {
  const { user } = useSession();
  const utils = trpc.useUtils();
  const [creating, setCreating] = useState(false);
  const search = useDebouncedSearch();
  const [category, setCategory] = useState<ForumCategoryFilter>('all');
  const [sort, setSort] = useState<ForumSort>('newest');

  const input = { q: search.term, category, sort };
  const posts = trpc.forum.list.useInfiniteQuery(input, {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

  const { toggle, pendingPostId } = useLikePost((state: ForumLikeState) =>
    utils.forum.list.setInfiniteData(input, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              posts: page.posts.map((p) => (p.id === state.postId ? { ...p, likedByMe: state.liked, likesCount: state.likesCount } : p)),
            })),
          }
        : data,
    ),
  );

  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  const showLoadMore = list.length > 0 && list.length % FORUM_LIMITS.pageSize === 0 && posts.hasNextPage;

  const clearFilters = () => {
    search.clear();
    setCategory('all');
    setSort('newest');
  };

  const created = () => {
    setCreating(false);
    void utils.forum.list.invalidate();
    void utils.forum.stats.invalidate();
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading
          title="Community Forum"
          subtitle="Ask questions, share your experience and learn from other job seekers."
          actions={
            user && (
              <Button
                leftSection={creating ? <IconX size={16} /> : <IconPlus size={16} />}
                variant={creating ? 'default' : 'filled'}
                aria-expanded={creating}
                onClick={() => setCreating((open) => !open)}
              >
                Create New Post
              </Button>
            )
          }
        />

        <Stats />

        {user && creating && <PostForm onCreated={created} onCancel={() => setCreating(false)} />}

        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group gap="sm" align="flex-end">
              <SearchInput
                label="Search posts"
                placeholder="Search posts..."
                style={{ flex: 1, minWidth: 220 }}
                {...search.inputProps}
              />
              <Select
                aria-label="Sort posts"
                data={SORT_OPTIONS}
                value={sort}
                allowDeselect={false}
                onChange={(value) => value && setSort(value as ForumSort)}
                w={180}
              />
              <Button variant="default" onClick={clearFilters}>
                Clear Filters
              </Button>
            </Group>
            <Chip.Group multiple={false} value={category} onChange={(value) => setCategory(value as ForumCategoryFilter)}>
              <Group gap="xs" role="group" aria-label="Categories">
                <Chip value="all" size="sm">
                  All
                </Chip>
                {FORUM_CATEGORIES.map((c) => (
                  <Chip key={c} value={c} size="sm">
                    {formatCategoryLabel(c)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        </Paper>

        <QueryState
          query={posts}
          loading={
            <SkeletonList label="Loading posts" count={SKELETON_CARDS}>
              <PostCardSkeleton />
            </SkeletonList>
          }
          error={{ message: TOASTS.forum.loadPostsFailed, toast: true }}
          isEmpty={() => list.length === 0}
          empty={<EmptyState icon={IconMessages} title="No posts found" text="Try another search or category, or start the conversation yourself." />}
          keepData="quiet"
        >
          {() => (
            <Stack gap="md" aria-busy={posts.isPlaceholderData} style={{ opacity: posts.isPlaceholderData ? 0.6 : 1 }}>
              {list.map((post) => (
                <PostCard key={post.id} post={post} onLike={() => void toggle(post.id, post.likedByMe)} liking={pendingPostId === post.id} />
              ))}
              {showLoadMore && (
                <Group justify="center">
                  <Button variant="default" onClick={() => void posts.fetchNextPage()} loading={posts.isFetchingNextPage}>
                    Load More
                  </Button>
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
