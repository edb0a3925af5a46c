// /help/:category: the category's articles, in their order.
import { Container, Loader, Stack } from '@mantine/core';
import { useParams } from 'wouter';
import { HELP_CATEGORY_INFO, isHelpCategory, type HelpCategory } from '#shared/constants/help.ts';
import { TOASTS } from '#shared/toasts.ts';
import { link } from '#shared/routes.ts';
import { NotFoundCard } from '../../components/BackLink.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { ArticleLinks, HelpBreadcrumbs, SupportCards } from './HelpParts.tsx';

function CategoryArticles({ category }: { category: HelpCategory }) {
  const articles = trpc.help.category.useQuery({ category });
  return (
    <QueryState query={articles} loading={<Loader size="sm" aria-label="Loading articles" />} error={{ message: TOASTS.help.loadFailed }}>
      {(list) => <ArticleLinks articles={list} />}
    </QueryState>
  );
}

export default function HelpCategoryPage() {
  const { category } = useParams<{ category: string }>();
  usePageTitle(isHelpCategory(category) ? `${HELP_CATEGORY_INFO[category].label} · Help Center` : null);
  if (!isHelpCategory(category)) {
    return (
      <Container size="md" py="xl">
        <NotFoundCard title={TOASTS.help.categoryNotFound.title} text={TOASTS.help.categoryNotFound.description!} href={link('/help')} label="Back to Help Center" />
      </Container>
    );
  }
  const info = HELP_CATEGORY_INFO[category];
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <HelpBreadcrumbs category={category} />
        <PageHeading title={info.label} subtitle={info.description} />
        <CategoryArticles category={category} />
        <SupportCards />
      </Stack>
    </Container>
  );
}
