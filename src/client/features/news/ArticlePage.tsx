// /news/{articleId}: one article. Save and Like persist per user on the server; a premium-only
// article arrives without its content for readers it is not for, who see the excerpt and an
// upgrade card instead. Content is plain text: one paragraph per non-blank line.
import { Anchor, BackgroundImage, Box, Button, Card, Container, Group, Loader, Center, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBookmark,
  IconBookmarkFilled,
  IconHeart,
  IconHeartFilled,
  IconShare,
} from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'wouter';
import { formatLongDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import { AUTH_RETURN_TO_KEY } from '#shared/rules/sign-in-routing.ts';
import type { NewsArticle } from '#shared/schemas/news.ts';
import { link } from '#shared/routes.ts';
import { HelpfulVote } from '../../components/HelpfulVote.tsx';
import { errorCode, notify, notifyError } from '../../lib/feedback.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { useSession } from '../../lib/session.ts';
import { UpgradePrompt } from '../../components/UpgradePrompt.tsx';
import { trpc } from '../../trpc.ts';
import { CategoryBadge, PremiumBadge } from './NewsArticleCard.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';

const RELATED_ARTICLES = 3;

const paragraphsOf = (content: string) =>
  content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function BackToNews() {
  return (
    <Anchor component={Link} href={link('/news')}>
      <Group gap={4}>
        <IconArrowLeft size={16} />
        Back to News
      </Group>
    </Anchor>
  );
}

/** The native share sheet where there is one, else the link on the clipboard. Failures are only logged. */
async function shareArticle(article: NewsArticle) {
  const url = window.location.href;
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: article.title, text: article.excerpt, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    notify(TOASTS.news.linkCopied);
  } catch (err) {
    console.error('Share failed', err);
  }
}

function useMarks(article: NewsArticle) {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const like = trpc.news.setLike.useMutation();
  const bookmark = trpc.news.setBookmark.useMutation();
  const feedback = trpc.news.setFeedback.useMutation();

  // Visitors sign in first and come back to this article.
  const signInFirst = () => {
    localStorage.setItem(AUTH_RETURN_TO_KEY, window.location.pathname);
    navigate(link('/login'));
  };

  const toggleLike = async () => {
    if (!user) return signInFirst();
    try {
      const next = await like.mutateAsync({ articleId: article.id, liked: !article.isLiked });
      utils.news.get.setData({ articleId: article.id }, (old) => old && { ...old, isLiked: next.isLiked, likesCount: next.likesCount });
      notify(next.isLiked ? TOASTS.news.liked : TOASTS.news.likeRemoved);
    } catch (err) {
      notifyError(err);
    }
  };

  const toggleBookmark = async () => {
    if (!user) return signInFirst();
    try {
      const next = await bookmark.mutateAsync({ articleId: article.id, bookmarked: !article.isBookmarked });
      utils.news.get.setData({ articleId: article.id }, (old) => old && { ...old, isBookmarked: next.isBookmarked });
      notify(next.isBookmarked ? TOASTS.news.bookmarked : TOASTS.news.bookmarkRemoved);
    } catch (err) {
      notifyError(err);
    }
  };

  // The same thumb again withdraws the answer.
  const answerHelpful = async (value: boolean) => {
    if (!user) return signInFirst();
    try {
      const next = await feedback.mutateAsync({ articleId: article.id, helpful: article.helpful === value ? null : value });
      utils.news.get.setData({ articleId: article.id }, (old) => old && { ...old, helpful: next.helpful });
    } catch (err) {
      notifyError(err);
    }
  };

  return { toggleLike, toggleBookmark, answerHelpful, liking: like.isPending, saving: bookmark.isPending, answering: feedback.isPending };
}

function Header({ article }: { article: NewsArticle }) {
  const badges = (
    <Group gap="xs">
      <CategoryBadge category={article.category} />
      {article.isPremiumOnly && <PremiumBadge label="Premium Content" />}
    </Group>
  );
  if (!article.imageUrl) {
    return (
      <Stack gap="sm" data-testid="article-header">
        {badges}
        <Title order={1}>{article.title}</Title>
        <Text size="lg" c="dimmed">
          {article.excerpt}
        </Text>
      </Stack>
    );
  }
  return (
    <BackgroundImage src={article.imageUrl} radius="md" data-testid="article-hero">
      <Box p={{ base: 'lg', sm: 48 }} style={{ background: 'linear-gradient(rgba(0,0,0,0.35), rgba(0,0,0,0.75))', borderRadius: 'inherit' }}>
        <Stack gap="sm" mih={260} justify="flex-end">
          {badges}
          <Title order={1} c="white">
            {article.title}
          </Title>
          <Text size="lg" c="gray.2">
            {article.excerpt}
          </Text>
        </Stack>
      </Box>
    </BackgroundImage>
  );
}

function Article({ article }: { article: NewsArticle }) {
  const { toggleLike, toggleBookmark, answerHelpful, liking, saving, answering } = useMarks(article);
  const { helpful } = article;
  return (
    <Stack gap="lg">
      <BackToNews />
      <Header article={article} />
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed">
          By {article.author} · {formatLongDate(article.publishedAt)}
        </Text>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconShare size={16} />} onClick={() => void shareArticle(article)}>
            Share
          </Button>
          <Button
            variant={article.isBookmarked ? 'filled' : 'default'}
            leftSection={article.isBookmarked ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
            onClick={() => void toggleBookmark()}
            disabled={saving}
            aria-pressed={article.isBookmarked}
          >
            {article.isBookmarked ? 'Saved' : 'Save'}
          </Button>
          <Button
            variant={article.isLiked ? 'filled' : 'default'}
            color={article.isLiked ? 'red' : undefined}
            leftSection={article.isLiked ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
            onClick={() => void toggleLike()}
            disabled={liking}
            aria-pressed={article.isLiked}
          >
            {article.isLiked ? 'Liked' : 'Like'}
            {article.likesCount > 0 ? ` (${article.likesCount})` : ''}
          </Button>
        </Group>
      </Group>

      {article.content === null ? (
        <UpgradePrompt
          title="This is Premium Content"
          text="Upgrade to Premium to read the full article, along with all premium career insights."
          testId="news-upgrade-card"
        />
      ) : (
        <Stack gap="md" data-testid="article-content">
          {paragraphsOf(article.content).map((p, i) => (
            <Text key={i} size="lg" lh={1.7}>
              {p}
            </Text>
          ))}
        </Stack>
      )}

      <Card withBorder radius="md">
        <Group justify="space-between" wrap="wrap">
          <HelpfulVote helpful={helpful} pending={answering} onAnswer={(value) => void answerHelpful(value)} />
          <Button variant="light" leftSection={<IconShare size={16} />} onClick={() => void shareArticle(article)}>
            Share Article
          </Button>
        </Group>
      </Card>

      <RelatedArticles article={article} />
    </Stack>
  );
}

/** The newest other articles of the same category; the spec's placeholder line when there are none. */
function RelatedArticles({ article }: { article: NewsArticle }) {
  const related = trpc.news.list.useQuery({ category: article.category, limit: RELATED_ARTICLES + 1 });
  const others = (related.data ?? []).filter((a) => a.id !== article.id).slice(0, RELATED_ARTICLES);
  return (
    <Card withBorder radius="md" data-testid="related-articles">
      <Title order={3} mb="xs">
        Related Articles
      </Title>
      <Stack gap="xs" align="flex-start">
        {others.length > 0
          ? others.map((a) => (
              <Anchor key={a.id} component={Link} href={link(`/news/${a.id}`)}>
                {a.title}
              </Anchor>
            ))
          : related.isSuccess && <Text fw={500}>More Career Insights Coming Soon</Text>}
        <Button component={Link} href={link('/news')} variant="light">
          Browse All Articles
        </Button>
      </Stack>
    </Card>
  );
}

export default function ArticlePage() {
  const { articleId = '' } = useParams<{ articleId: string }>();
  const query = trpc.news.get.useQuery({ articleId }, { retry: (count, err) => errorCode(err) !== 'NOT_FOUND' && count < 2 });

  const missing = errorCode(query.error) === 'NOT_FOUND';
  usePageTitle(query.data?.title);

  return (
    <Container size="md" py="xl">
      {/* A failure other than a missing article is toasted; the page then says "Article not found", as the spec has it. */}
      <LoadError error={missing ? null : query.error} message={TOASTS.news.loadArticleFailed} toast inline={false} />
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading article" />
        </Center>
      ) : query.data ? (
        <Article article={query.data} />
      ) : (
        <Stack align="center" gap="md" py="xl">
          <Title order={2}>{TOASTS.news.articleNotFound.title}</Title>
          <BackToNews />
        </Stack>
      )}
    </Container>
  );
}

