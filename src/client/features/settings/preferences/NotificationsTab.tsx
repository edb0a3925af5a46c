import { Alert, Stack, Switch } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { EMAIL_TOGGLE_LABELS, EMAIL_TOGGLES, PUSH_TOGGLES, SETTINGS_MESSAGES } from '#shared/constants/settings.ts';
import { MESSAGES } from '#shared/messages.ts';
import { trpc } from '../../../trpc.ts';
import { SettingsCard } from '../SettingsCard.tsx';
import { SettingsTabLoader } from './SettingsTabLoader.tsx';
import { TogglesForm } from './TogglesForm.tsx';
import { useSettings } from './useSettings.ts';

/**
 * The e-mail toggles, honoured by the mail we send (and by its unsubscribe links). Push needs Web
 * Push keys this site does not have yet, so its toggles are shown switched off and say why, rather
 * than accepting a choice nothing would act on.
 */
export function NotificationsTab() {
  const { store } = useSettings();
  const update = trpc.settings.updateNotifications.useMutation({ onSuccess: store });
  return (
    <SettingsTabLoader>
      {(settings) => (
        <Stack gap="lg">
          <SettingsCard title="Email notifications" description="Choose which emails we send you.">
            <TogglesForm
              name="Email notifications"
              keys={EMAIL_TOGGLES}
              labels={EMAIL_TOGGLE_LABELS}
              initial={settings.notifications}
              save={(values) => update.mutateAsync(values)}
              saving={update.isPending}
              saved={MESSAGES.settings.notificationsSaved}
            />
          </SettingsCard>
          <SettingsCard title="Push notifications" description="Notifications in your browser.">
            <Alert color="gray" variant="light" icon={<IconBellOff size={18} />}>
              {SETTINGS_MESSAGES.pushUnavailable}
            </Alert>
            {Object.entries(PUSH_TOGGLES).map(([key, label]) => (
              <Switch key={key} label={label} checked={false} disabled readOnly />
            ))}
          </SettingsCard>
        </Stack>
      )}
    </SettingsTabLoader>
  );
}
