// /members/:userId: another member's public card, as their privacy settings allow (the server
// decides; a hidden profile reads as "not found"). The actions row is where messaging goes.
import { Anchor, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconUserOff } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { formatShortDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { MemberCard } from '#shared/schemas/profile.ts';
import { link } from '#shared/routes.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { errorCode } from '../../lib/feedback.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { trpc } from '../../trpc.ts';
import { StartConversationButton } from '../messages/index.ts';
import { MemberAvatar, PremiumBadge } from './MemberAvatar.tsx';
import { usePageTitle } from '../../lib/usePageTitle.ts';

function MemberCardView({ card }: { card: MemberCard }) {
  return (
    <Card withBorder radius="md" padding="xl" component="section" aria-label={`${card.name}'s profile`} data-testid="member-card">
      <Stack gap="md">
        <Group gap="lg" wrap="wrap">
          <MemberAvatar name={card.name} photoUrl={card.photoUrl} size={112} />
          <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
            <Group gap="xs">
              <Title order={2} size="h3">
                {card.name}
              </Title>
              {card.isPremium && <PremiumBadge />}
            </Group>
            {card.headline && <Text>{card.headline}</Text>}
            <Group gap="md" c="dimmed">
              {card.location && (
                <Group gap={4}>
                  <IconMapPin size={14} aria-hidden />
                  <Text size="sm">{card.location}</Text>
                </Group>
              )}
              <Text size="sm">Member since {formatShortDate(card.memberSince)}</Text>
            </Group>
          </Stack>
        </Group>
        {(card.email || card.phone) && (
          <Stack gap={4}>
            {card.email && (
              <Group gap={6}>
                <IconMail size={16} aria-hidden />
                <Anchor href={`mailto:${card.email}`} size="sm">
                  {card.email}
                </Anchor>
              </Group>
            )}
            {card.phone && (
              <Group gap={6}>
                <IconPhone size={16} aria-hidden />
                <Anchor href={`tel:${card.phone.replace(/[^0-9+]/g, '')}`} size="sm">
                  {card.phone}
                </Anchor>
              </Group>
            )}
          </Stack>
        )}
        {card.canMessage && (
          <Group gap="sm">
            <StartConversationButton userId={card.userId} name={card.name} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export default function MemberPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const card = trpc.profile.card.useQuery({ userId }, { retry: (count, err) => errorCode(err) !== 'NOT_FOUND' && errorCode(err) !== 'BAD_REQUEST' && count < 2 });
  const missing = card.error && (errorCode(card.error) === 'NOT_FOUND' || errorCode(card.error) === 'BAD_REQUEST');
  usePageTitle(card.data?.name);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading title="Member profile" actions={<Button component={Link} href={link('/community')} variant="default">Back to Community</Button>} />
        {card.isPending ? (
          <Skeleton h={200} radius="md" aria-label="Loading the member's profile" />
        ) : card.data ? (
          <MemberCardView card={card.data} />
        ) : missing ? (
          <EmptyState icon={IconUserOff} title={TOASTS.profile.memberNotFound.title} text={TOASTS.profile.memberNotFound.description!} />
        ) : (
          <LoadError error={card.error} />
        )}
      </Stack>
    </Container>
  );
}
