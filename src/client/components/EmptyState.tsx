import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** A list with nothing to show: an icon, what is missing, and what to do about it. */
export function EmptyState({ icon: IconShown, title, text }: { icon: Icon; title: string; text: string }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="xs">
        <IconShown size={40} color="var(--mantine-color-dimmed)" aria-hidden />
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}
