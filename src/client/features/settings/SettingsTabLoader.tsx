import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserSettings } from '#shared/schemas/settings.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useSettings } from './useSettings.ts';

/** Profile, Notifications and Privacy wait for the stored settings; their forms start from them. */
export function SettingsTabLoader({ children }: { children: (settings: UserSettings) => ReactNode }) {
  const { settings } = useSettings();
  return (
    <QueryState
      query={settings}
      loading={
        <Stack gap="lg" aria-busy="true">
          <Skeleton h={240} radius="md" />
        </Stack>
      }
    >
      {children}
    </QueryState>
  );
}
