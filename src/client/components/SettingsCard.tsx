import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One section of a settings tab: a titled card; the danger zone gets a red border. */
export function SettingsCard({ title, description, danger = false, children }: { title: string; description?: ReactNode; danger?: boolean; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title} style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" c={danger ? 'red.9' : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
