// /help: search over the articles (typo-tolerant, on the server), the six categories with the
// number of articles each holds, the most read articles, and the support cards.
import { Anchor, Card, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'wouter';
import { HELP_CATEGORY_INFO } from '#shared/constants/help.ts';
import { TOASTS } from '#shared/toasts.ts';
import { link } from '#shared/routes.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.ts';
import { trpc } from '../../trpc.ts';
import { ArticleLinks, SupportCards } from './HelpParts.tsx';

function SearchResults({ q }: { q: string }) {
  const results = trpc.help.search.useQuery({ q });
  return (
    <QueryState
      query={results}
      loading={<Loader size="sm" aria-label="Searching" />}
      error={{ message: TOASTS.help.loadFailed }}
      isEmpty={(articles) => articles.length === 0}
      empty={<EmptyState icon={IconSearch} title="No articles found" text="Try other words, or browse the categories below." />}
    >
      {(articles) => (
        <section aria-label="Search results">
          <ArticleLinks articles={articles} />
        </section>
      )}
    </QueryState>
  );
}

export default function HelpPage() {
  const search = useDebouncedSearch();
  const categories = trpc.help.categories.useQuery();
  const popular = trpc.help.popular.useQuery();

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageHeading title="Help Center" subtitle="Find answers about Upward, or get in touch with us." centered />
        <SearchInput label="Search help articles" placeholder="Search for answers..." size="md" {...search.inputProps} />
        {search.term && <SearchResults q={search.term} />}

        <section aria-labelledby="categories-heading">
          <Title order={2} size="h3" id="categories-heading" mb="md">
            Browse by category
          </Title>
          <QueryState query={categories} loading={null} error={{ message: TOASTS.help.loadFailed }} keepData="above">
            {(list) => (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {list.map(({ category, articleCount }) => (
                  <Card key={category} withBorder radius="md" padding="lg" component={Link} href={link(`/help/${category}`)}>
                    <Text fw={600}>{HELP_CATEGORY_INFO[category].label}</Text>
                    <Text size="sm" c="dimmed">
                      {HELP_CATEGORY_INFO[category].description}
                    </Text>
                    <Text size="sm" mt="xs">
                      {articleCount} {articleCount === 1 ? 'article' : 'articles'}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        </section>

        <section aria-labelledby="popular-heading">
          <Title order={2} size="h3" id="popular-heading" mb="md">
            Popular articles
          </Title>
          <QueryState query={popular} loading={null} error={{ message: TOASTS.help.loadFailed }} keepData="above">
            {(articles) =>
              articles.length ? (
                <ArticleLinks articles={articles} />
              ) : (
                <Text c="dimmed">
                  No article has been read yet. New here? Start with{' '}
                  <Anchor component={Link} href={link('/help/getting-started')} underline="always">
                    Getting Started
                  </Anchor>
                  .
                </Text>
              )
            }
          </QueryState>
        </section>

        <SupportCards />
      </Stack>
    </Container>
  );
}
