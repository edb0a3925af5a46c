// The way back from a detail screen (a post, a conversation) to its list, and what that screen
// shows when the thing asked for is not there: one heading, why, and the same way back.
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { Href } from '#shared/routes.ts';

export function BackLink({ href, label }: { href: Href; label: string }) {
  return (
    <Anchor component={Link} href={href} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

export function NotFoundCard({ title, text, href, label }: { title: string; text: string; href: Href; label: string }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button component={Link} href={href} variant="default">
          {label}
        </Button>
      </Stack>
    </Paper>
  );
}
