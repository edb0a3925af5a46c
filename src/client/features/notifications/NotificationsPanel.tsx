// The Notifications tab of /messages: the inbox, newest first, a page at a time. Opening a
// notification marks it read and follows its link; the header's badge follows the count the
// server answers.
import { Button, Group, Paper, Skeleton, Stack, Switch, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBell, IconBriefcase, IconClock, IconCrown, IconHeart, IconMessageReply, type Icon } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { NOTIFICATION_KIND_LABELS, NOTIFICATIONS_LIMITS, NOTIFICATIONS_TEXT, type NotificationKind } from '#shared/constants/notifications.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { Notification, UnreadCount } from '#shared/schemas/notifications.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { notifyError } from '../../lib/feedback.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { formatAge } from '#shared/format.ts';
import { NewBadge, UnreadLabel, unreadRowProps } from '../../components/Unread.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';

const KIND_ICONS: Record<NotificationKind, { icon: Icon; color: string }> = {
  reply: { icon: IconMessageReply, color: 'indigo' },
  like_milestone: { icon: IconHeart, color: 'pink' },
  job_alert: { icon: IconBriefcase, color: 'teal' },
  follow_up: { icon: IconClock, color: 'orange' },
  subscription: { icon: IconCrown, color: 'yellow' },
};

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { icon: KindIcon, color } = KIND_ICONS[item.kind];
  const unread = item.readAt === null;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={0}
      {...unreadRowProps(unread)}
    >
      {/* Named by its content, so the name read out is what is seen, with "Unread" said, not only shown. */}
      <UnstyledButton onClick={onOpen} p="md" w="100%">
        {unread && <UnreadLabel />}
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon variant="light" color={color} radius="xl" size="lg" aria-hidden>
            <KindIcon size={18} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={unread ? 700 : 500} size="sm">
                {item.title}
              </Text>
              {unread && <NewBadge />}
            </Group>
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {item.body}
            </Text>
            <Text size="xs" c="dimmed">
              {NOTIFICATION_KIND_LABELS[item.kind]} · <time dateTime={item.createdAt.toISOString()}>{formatAge(item.createdAt)}</time>
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </Paper>
  );
}

export function NotificationsPanel() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useInfiniteQuery(
    { unreadOnly },
    { getNextPageParam: (page) => page.nextCursor ?? undefined, placeholderData: keepPreviousData },
  );
  const unread = trpc.notifications.unreadCount.useQuery();
  const settle = (count: UnreadCount) => {
    utils.notifications.unreadCount.setData(undefined, count);
    void utils.notifications.list.invalidate();
  };
  const markRead = trpc.notifications.markRead.useMutation({ onSuccess: settle, onError: (err) => notifyError(err, TOASTS.notifications.markFailed) });
  const markAllRead = trpc.notifications.markAllRead.useMutation({ onSuccess: settle, onError: (err) => notifyError(err, TOASTS.notifications.markFailed) });

  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const open = (item: Notification) => {
    if (item.readAt === null) markRead.mutate({ ids: [item.id] });
    if (item.link) navigate(item.link);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Switch label="Unread only" checked={unreadOnly} onChange={(event) => setUnreadOnly(event.currentTarget.checked)} />
        <Button variant="default" size="sm" onClick={() => markAllRead.mutate()} loading={markAllRead.isPending} disabled={(unread.data?.unread ?? 0) === 0}>
          Mark all read
        </Button>
      </Group>
      <QueryState
        query={list}
        loading={
          <SkeletonList label="Loading notifications" count={3} gap="sm">
            <Skeleton height={80} radius="md" />
          </SkeletonList>
        }
        error={{ message: TOASTS.notifications.loadFailed, toast: true }}
        isEmpty={() => items.length === 0}
        empty={
          <EmptyState
            icon={IconBell}
            title={unreadOnly ? NOTIFICATIONS_TEXT.emptyUnread : NOTIFICATIONS_TEXT.empty}
            text={NOTIFICATIONS_TEXT.emptyDescription}
          />
        }
        keepData="quiet"
      >
        {() => (
          <Stack gap="sm" component="ul" p={0} m={0} aria-label="Notifications" aria-busy={list.isPlaceholderData}>
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} onOpen={() => open(item)} />
            ))}
          </Stack>
        )}
      </QueryState>
      {items.length >= NOTIFICATIONS_LIMITS.pageSize && list.hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
