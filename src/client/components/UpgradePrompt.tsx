import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCrown, type Icon } from '@tabler/icons-react';
import { Link } from 'wouter';
import { link } from '#shared/routes.ts';

/** Where a free user meets a premium limit: what Premium unlocks here, and the way to /pricing. */
export function UpgradePrompt({ title, text, icon: IconShown = IconCrown, testId }: { title: string; text: string; icon?: Icon; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center" bg="var(--mantine-color-yellow-light)" data-testid={testId}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="yellow">
          <IconShown size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
        <Button component={Link} href={link('/pricing')} size="md">
          Upgrade to Premium
        </Button>
      </Stack>
    </Paper>
  );
}
