// /help/:category/:slug: one article, drawn from its Markdown tokens (MarkdownView), with
// "Was this helpful?" stored per reader and the category's other articles.
import { Card, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useLocation, useParams } from 'wouter';
import { TOASTS } from '#shared/toasts.ts';
import { AUTH_RETURN_TO_KEY } from '#shared/rules/sign-in-routing.ts';
import type { HelpArticle } from '#shared/schemas/help.ts';
import { NotFoundCard } from '../../components/BackLink.tsx';
import { errorCode, notifyError } from '../../lib/feedback.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import { isHelpCategory } from '#shared/constants/help.ts';
import { link } from '#shared/routes.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { ArticleLinks, HelpBreadcrumbs } from './HelpParts.tsx';
import { MarkdownView } from './MarkdownView.tsx';
import { HelpfulVote } from '../../components/HelpfulVote.tsx';

function WasThisHelpful({ article }: { article: HelpArticle }) {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const feedback = trpc.help.feedback.useMutation();
  const { category, slug, helpful } = article;

  // The same thumb again withdraws the answer; visitors sign in first and come back here.
  const answer = async (value: boolean) => {
    if (!user) {
      localStorage.setItem(AUTH_RETURN_TO_KEY, window.location.pathname);
      return navigate(link('/login'));
    }
    try {
      const next = await feedback.mutateAsync({ category, slug, helpful: helpful === value ? null : value });
      utils.help.article.setData({ category, slug }, (old) => old && { ...old, helpful: next.helpful });
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Card withBorder radius="md">
      <HelpfulVote helpful={helpful} pending={feedback.isPending} onAnswer={(value) => void answer(value)} />
    </Card>
  );
}

export default function HelpArticlePage() {
  const { category, slug } = useParams<{ category: string; slug: string }>();
  const known = isHelpCategory(category);
  const article = trpc.help.article.useQuery({ category: known ? category : 'getting-started', slug }, { enabled: known, retry: false });
  usePageTitle(article.data?.title);

  const missing = !known || errorCode(article.error) === 'NOT_FOUND';
  if (missing) {
    return (
      <Container size="md" py="xl">
        <NotFoundCard title={TOASTS.help.articleNotFound.title} text={TOASTS.help.articleNotFound.description!} href={link('/help')} label="Back to Help Center" />
      </Container>
    );
  }
  if (article.error) return <LoadError error={article.error} message={TOASTS.help.loadFailed} />;
  const data = article.data;
  if (!data) {
    return (
      <Container size="md" py="xl">
        <Loader aria-label="Loading article" />
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <HelpBreadcrumbs category={data.category} title={data.title} />
        <Stack gap={4}>
          <Title order={1}>{data.title}</Title>
          <Text c="dimmed">{data.summary}</Text>
        </Stack>
        <Stack gap="sm">
          <MarkdownView source={data.body} />
        </Stack>
        <WasThisHelpful article={data} />
        {data.related.length > 0 && (
          <section aria-labelledby="related-heading">
            <Title order={2} size="h3" id="related-heading" mb="md">
              Related articles
            </Title>
            <ArticleLinks articles={data.related} />
          </section>
        )}
      </Stack>
    </Container>
  );
}
