import { Group, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A side panel's heading beside its icon (the resume's optimisation, the letter's checks and evidence). */
export function PanelTitle({ icon: PanelIcon, id, children }: { icon: Icon; id?: string; children: ReactNode }) {
  return (
    <Group gap="xs">
      <ThemeIcon variant="light" radius="md">
        <PanelIcon size={18} />
      </ThemeIcon>
      <Title order={2} size="h4" id={id}>
        {children}
      </Title>
    </Group>
  );
}
