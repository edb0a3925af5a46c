// /help: search over the articles (typo-tolerant, on the server), the six categories with the
// number of articles each holds, the most read articles, and the support cards.
import { Anchor, Card, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'wouter';
import { HELP_CATEGORY_INFO } from '#shared/constants/help.ts';
import { TOASTS } from '#shared/toasts.ts';
import { link } from '#shared/routes.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { SearchInput } from '../../components/SearchInput.tsx';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.ts';
import { trpc } from '../../trpc.ts';
import { ArticleLinks, SupportCards } from './HelpParts.tsx';

function SearchResults({ q }: { q: string }) {
  const results = trpc.help.search.useQuery({ q });
  if (results.error) return <LoadError error={results.error} message={TOASTS.help.loadFailed} />;
  if (!results.data) return <Loader size="sm" aria-label="Searching" />;
  if (!results.data.length) {
    return <EmptyState icon={IconSearch} title="No articles found" text="Try other words, or browse the categories below." />;
  }
  return (
    <section aria-label="Search results">
      <ArticleLinks articles={results.data} />
    </section>
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
          {categories.error && <LoadError error={categories.error} message={TOASTS.help.loadFailed} />}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {categories.data?.map(({ category, articleCount }) => (
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
        </section>

        <section aria-labelledby="popular-heading">
          <Title order={2} size="h3" id="popular-heading" mb="md">
            Popular articles
          </Title>
          {popular.error && <LoadError error={popular.error} message={TOASTS.help.loadFailed} />}
          {popular.data &&
            (popular.data.length ? (
              <ArticleLinks articles={popular.data} />
            ) : (
              <Text c="dimmed">
                No article has been read yet. New here? Start with{' '}
                <Anchor component={Link} href={link('/help/getting-started')} underline="always">
                  Getting Started
                </Anchor>
                .
              </Text>
            ))}
        </section>

        <SupportCards />
      </Stack>
    </Container>
  );
}
