import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { APP_NAME } from '#shared/constants.ts';

export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: 'indigo', to: 'cyan', deg: 135 }}>
        <IconArrowUpRight size={20} />
      </ThemeIcon>
      <Text fw={800} size="lg" c="dark">
        {APP_NAME}
      </Text>
    </Group>
  );
}
