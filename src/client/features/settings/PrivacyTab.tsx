import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { PRIVACY_LABELS, PRIVACY_TOGGLES } from '#shared/constants/settings.ts';
import { TOASTS } from '#shared/toasts.ts';
import { link } from '#shared/routes.ts';
import { trpc } from '../../trpc.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';
import { DataExportCard } from '../data-export/index.ts';
import { SettingsTabLoader } from './SettingsTabLoader.tsx';
import { TogglesForm } from './TogglesForm.tsx';
import { useSettings } from './useSettings.ts';

/**
 * Who sees what of the user, and a copy of everything stored about them; deleting the account
 * stays in the Account tab, where its checks are.
 */
export function PrivacyTab() {
  const { store } = useSettings();
  const update = trpc.settings.updatePrivacy.useMutation({ onSuccess: store });
  return (
    <SettingsTabLoader>
      {(settings) => (
        <Stack gap="lg">
          <SettingsCard title="Privacy" description="Choose what other members can see and do.">
            <TogglesForm
              name="Privacy"
              keys={PRIVACY_TOGGLES}
              labels={PRIVACY_LABELS}
              initial={settings.privacy}
              save={(values) => update.mutateAsync(values)}
              saving={update.isPending}
              saved={TOASTS.settings.privacySaved}
            />
          </SettingsCard>
          <DataExportCard />
          <SettingsCard title="Delete account" description="Remove your account and everything stored about you." danger>
            <Text size="sm">Deleting asks for your password and cannot be undone.</Text>
            <div>
              <Button component={Link} href={link('/settings?tab=account')} color="red" variant="light">
                Delete account
              </Button>
            </div>
          </SettingsCard>
        </Stack>
      )}
    </SettingsTabLoader>
  );
}
