// A news card in the spec's three variants (featured, default, compact), each linking to
// /news/{id}. Text is rendered as text: a title holding markup shows the markup literally.
import { AspectRatio, Badge, Box, Button, Card, Center, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCrown, IconNews } from '@tabler/icons-react';
import { Link } from 'wouter';
import { NEWS_FILTER_LABELS, type NewsCategory } from '#shared/constants/news.ts';
import { formatLongDate } from '#shared/format.ts';
import { link } from '#shared/routes.ts';
import type { NewsCard } from '#shared/schemas/news.ts';

/** The category's one name, the same as its filter chip and the admin form's option. */
export function CategoryBadge({ category }: { category: NewsCategory }) {
  return (
    <Badge variant="light" color="blue">
      {NEWS_FILTER_LABELS[category]}
    </Badge>
  );
}

export function PremiumBadge({ label = 'Premium' }: { label?: string }) {
  return (
    <Badge color="yellow" variant="filled" leftSection={<IconCrown size={12} />}>
      {label}
    </Badge>
  );
}

function Cover({ article, ratio }: { article: NewsCard; ratio: number }) {
  return (
    <AspectRatio ratio={ratio}>
      {article.imageUrl ? (
        <Image src={article.imageUrl} alt="" fit="cover" />
      ) : (
        <Center bg="gray.1">
          <IconNews size={40} stroke={1.2} aria-hidden />
        </Center>
      )}
    </AspectRatio>
  );
}

function Byline({ article }: { article: NewsCard }) {
  return (
    <Group gap="xs" c="dimmed">
      <Text size="sm">By {article.author}</Text>
      <Text size="sm">·</Text>
      <Text size="sm">{formatLongDate(article.publishedAt)}</Text>
    </Group>
  );
}

type Variant = 'default' | 'compact' | 'featured';

export function NewsArticleCard({ article, variant = 'default' }: { article: NewsCard; variant?: Variant }) {
  if (variant === 'compact') {
    return (
      <Card withBorder padding="sm" radius="md" component={Link} href={link(`/news/${article.id}`)} data-testid="news-card">
        <Group wrap="nowrap" align="flex-start">
          <Box w={96} style={{ flexShrink: 0 }}>
            <Cover article={article} ratio={4 / 3} />
          </Box>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <CategoryBadge category={article.category} />
              {article.isPremiumOnly && <PremiumBadge />}
            </Group>
            <Text fw={600} lineClamp={2}>
              {article.title}
            </Text>
            <Text size="xs" c="dimmed">
              {formatLongDate(article.publishedAt)}
            </Text>
          </Stack>
        </Group>
      </Card>
    );
  }

  const featured = variant === 'featured';
  return (
    <Card withBorder padding="lg" radius="md" data-testid={featured ? 'news-featured' : 'news-card'}>
      <Card.Section>
        <Cover article={article} ratio={featured ? 21 / 9 : 16 / 9} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Group gap="xs">
          <CategoryBadge category={article.category} />
          {article.isPremiumOnly && <PremiumBadge />}
        </Group>
        <Title order={featured ? 2 : 4} lineClamp={featured ? 3 : 2}>
          {article.title}
        </Title>
        <Text c="dimmed" size={featured ? 'md' : 'sm'} lineClamp={featured ? 4 : 3}>
          {article.excerpt}
        </Text>
        <Byline article={article} />
        <Group>
          <Button component={Link} href={link(`/news/${article.id}`)} variant={featured ? 'filled' : 'light'} size={featured ? 'md' : 'sm'}>
            {featured ? 'Read Full Story' : 'Read More'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function NewsCardSkeleton() {
  return (
    <Card withBorder padding="lg" radius="md" data-testid="news-skeleton">
      <Card.Section>
        <Skeleton h={160} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Skeleton h={18} w="30%" />
        <Skeleton h={22} w="90%" />
        <Skeleton h={14} w="100%" />
        <Skeleton h={14} w="70%" />
      </Stack>
    </Card>
  );
}
