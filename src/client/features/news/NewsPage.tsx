// /news, "Career News & Insights": stat cards, the filter bar, the list laid out by position
// (featured, top stories, latest, more stories) and the sidebar. The list reloads whenever the
// category, the search text or the sort changes.
import { Button, Chip, Container, Grid, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconNews, IconTrendingUp } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import {
  NEWS_CATEGORIES,
  NEWS_FILTER_LABELS,
  NEWS_SORT_LABELS,
  NEWS_SORTS,
  NEWS_TRENDING_CHIPS,
  type NewsCategory,
  type NewsSort,
} from '#shared/constants/news.ts';
import { TOASTS } from '#shared/toasts.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.ts';
import { trpc } from '../../trpc.ts';
import { NewsArticleCard, NewsCardSkeleton } from './NewsArticleCard.tsx';
import { NewsSidebar } from './NewsSidebar.tsx';

const SKELETON_CARDS = 6;
const CATEGORY_CHIPS = ['all', ...NEWS_CATEGORIES] as const;
const SORT_OPTIONS = NEWS_SORTS.map((s) => ({ value: s, label: NEWS_SORT_LABELS[s] }));

type CategoryFilter = NewsCategory | 'all';

function StatCard({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={`news-stat-${label}`}>
        {value}
      </Text>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3}>{title}</Title>
      {children}
    </Stack>
  );
}

export default function NewsPage() {
  const [category, setCategory] = useState<CategoryFilter>('all');
  const search = useDebouncedSearch();
  const [sort, setSort] = useState<NewsSort>('newest');
  const list = trpc.news.list.useQuery({ category, q: search.term, sort });

  const articles = list.data ?? [];
  const filtering = category !== 'all' || search.text.trim() !== '';
  const clearFilters = () => {
    setCategory('all');
    search.clear();
  };
  const publishedToday = articles.filter((a) => dayjs(a.publishedAt).isSame(dayjs(), 'day')).length;

  const [featured, ...rest] = articles;
  const topStories = rest.slice(0, 3);
  const latest = rest.slice(3, 7);
  const more = rest.slice(7);

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <PageHeading title="Career News & Insights" subtitle="Stay ahead with the latest career advice, industry trends and job-search tips." />

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <StatCard label="Total Articles" value={articles.length} />
          <StatCard label="Published Today" value={publishedToday} />
          <StatCard label="Trending Topics" value="5+" />
        </SimpleGrid>

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group align="flex-end" wrap="wrap">
              <SearchInput
                label="Search news"
                placeholder="Search career news and insights..."
                style={{ flex: 1, minWidth: 240 }}
                {...search.inputProps}
              />
              <Select
                aria-label="Sort articles"
                data={SORT_OPTIONS}
                value={sort}
                onChange={(v) => v && setSort(v as NewsSort)}
                allowDeselect={false}
                w={180}
              />
              {filtering && (
                <Button variant="subtle" onClick={clearFilters}>
                  Clear Filters
                </Button>
              )}
            </Group>
            <Group gap="xs">
              <Group gap={4}>
                <IconTrendingUp size={16} />
                <Text size="sm" fw={500}>
                  Trending:
                </Text>
              </Group>
              {NEWS_TRENDING_CHIPS.map((c) => (
                <Button key={c} size="compact-xs" radius="xl" variant={category === c ? 'filled' : 'light'} onClick={() => setCategory(c)}>
                  {NEWS_FILTER_LABELS[c]}
                </Button>
              ))}
            </Group>
            <Chip.Group value={category} onChange={(v) => setCategory(v as CategoryFilter)}>
              <Group gap="xs" aria-label="Categories">
                {CATEGORY_CHIPS.map((c) => (
                  <Chip key={c} value={c} size="sm">
                    {NEWS_FILTER_LABELS[c]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        </Paper>

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <QueryState
              query={list}
              loading={
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                    <NewsCardSkeleton key={i} />
                  ))}
                </SimpleGrid>
              }
              error={{ message: TOASTS.news.loadFailed, toast: true }}
            >
              {() =>
                !featured ? (
                  <EmptyState
                    icon={IconNews}
                    title="No articles found"
                    text={filtering ? 'Try adjusting your filters or search terms.' : 'Check back soon for the latest career insights and news!'}
                  />
                ) : (
                  <Stack gap="xl" data-testid="news-list">
                    <Section title="Featured Story">
                      <NewsArticleCard article={featured} variant="featured" />
                    </Section>
                    {topStories.length > 0 && (
                      <Section title="Top Stories">
                        <SimpleGrid cols={{ base: 1, sm: 3 }}>
                          {topStories.map((a) => (
                            <NewsArticleCard key={a.id} article={a} />
                          ))}
                        </SimpleGrid>
                      </Section>
                    )}
                    {latest.length > 0 && (
                      <Section title="Latest News">
                        <SimpleGrid cols={{ base: 1, sm: 2 }}>
                          {latest.map((a) => (
                            <NewsArticleCard key={a.id} article={a} />
                          ))}
                        </SimpleGrid>
                      </Section>
                    )}
                    {more.length > 0 && (
                      <Section title="More Stories">
                        <Stack gap="sm">
                          {more.map((a) => (
                            <NewsArticleCard key={a.id} article={a} variant="compact" />
                          ))}
                        </Stack>
                      </Section>
                    )}
                  </Stack>
                )
              }
            </QueryState>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <NewsSidebar articles={articles} onCategory={setCategory} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
