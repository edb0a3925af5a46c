// Pieces the help screens share: an article list, the breadcrumbs, and the support cards (the
// phone card only when the server sent one, which it does for Premium members alone).
import { Anchor, Breadcrumbs, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCrown, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { HELP_CATEGORY_INFO, type HelpCategory } from '#shared/constants/help.ts';
import type { HelpArticleCard } from '#shared/schemas/help.ts';
import { link } from '#shared/routes.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';

export function ArticleLinks({ articles }: { articles: HelpArticleCard[] }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {articles.map((a) => (
        <li key={`${a.category}/${a.slug}`}>
          <Anchor component={Link} href={link(`/help/${a.category}/${a.slug}`)} fw={500}>
            {a.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {a.summary}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

export function HelpBreadcrumbs({ category, title }: { category?: HelpCategory; title?: string }) {
  const items = [
    <Anchor key="help" component={Link} href={link('/help')} size="sm">
      Help Center
    </Anchor>,
  ];
  if (category) {
    items.push(
      title ? (
        <Anchor key="category" component={Link} href={link(`/help/${category}`)} size="sm">
          {HELP_CATEGORY_INFO[category].label}
        </Anchor>
      ) : (
        <Text key="category" size="sm" aria-current="page">
          {HELP_CATEGORY_INFO[category].label}
        </Text>
      ),
    );
  }
  if (title) {
    items.push(
      <Text key="article" size="sm" aria-current="page">
        {title}
      </Text>,
    );
  }
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs style={{ flexWrap: 'wrap', rowGap: 4 }}>{items}</Breadcrumbs>
    </nav>
  );
}

function SupportCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap={6}>
        {icon}
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function SupportCards() {
  const support = trpc.help.support.useQuery();
  return (
    <QueryState query={support} loading={null}>
      {(data) => (
        <section aria-labelledby="support-heading">
          <Title order={2} size="h3" id="support-heading" mb="md">
            Still need help?
          </Title>
          <SimpleGrid cols={{ base: 1, sm: data.phone ? 3 : 2 }}>
            <SupportCard icon={<IconMail size={24} aria-hidden />} title="Email Support">
              <Text size="sm" c="dimmed">
                {data.email.reply}
              </Text>
              <Anchor size="sm" fw={500} href={`mailto:${data.email.address}`}>
                {data.email.address}
              </Anchor>
            </SupportCard>
            {data.phone && (
              <SupportCard icon={<IconPhone size={24} aria-hidden />} title="Phone Support">
                <Text size="sm" c="dimmed">
                  {data.phone.hours}
                </Text>
                {data.phone.number ? (
                  <Anchor size="sm" fw={500} href={`tel:${data.phone.number.replace(/[^+0-9]/g, '')}`}>
                    {data.phone.number}
                  </Anchor>
                ) : (
                  <Text size="sm">Phone support is being set up. Until then, please use priority e-mail through the contact form.</Text>
                )}
              </SupportCard>
            )}
            <SupportCard icon={<IconCrown size={24} aria-hidden />} title="Premium Priority Support">
              {data.priority ? (
                <Text size="sm">
                  As a Premium member, your messages through the{' '}
                  <Anchor component={Link} href={link('/contact')} underline="always">
                    contact form
                  </Anchor>{' '}
                  are marked priority and answered first.
                </Text>
              ) : (
                <Text size="sm">
                  Premium members' messages are marked priority and answered first, and they can call us.{' '}
                  <Anchor component={Link} href={link('/pricing')} underline="always">
                    See Premium
                  </Anchor>
                </Text>
              )}
            </SupportCard>
          </SimpleGrid>
        </section>
      )}
    </QueryState>
  );
}
