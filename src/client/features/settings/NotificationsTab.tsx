import { Stack } from '@mantine/core';
import { EMAIL_TOGGLE_LABELS, EMAIL_TOGGLES } from '#shared/constants/settings.ts';
import type { UserSettings } from '#shared/schemas/settings.ts';
import { TOASTS } from '#shared/toasts.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';
import { trpc } from '../../trpc.ts';
import { PushCard } from '../push/index.ts';
import { SettingsTabLoader } from './SettingsTabLoader.tsx';
import { TogglesForm } from './TogglesForm.tsx';
import { useSettings } from './useSettings.ts';

type Notifications = UserSettings['notifications'];
const pushPart = (n: Notifications) => ({ pushJobAlerts: n.pushJobAlerts, pushMessages: n.pushMessages });

/**
 * The e-mail toggles, honoured by the mail we send (and by its unsubscribe links), saved with the
 * form's button; the push toggles act at once, because turning one on asks the browser first.
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
              // The push choices go along as stored: the form shows only the e-mail ones.
              save={(values) => update.mutateAsync({ ...values, ...pushPart(settings.notifications) })}
              saving={update.isPending}
              saved={TOASTS.settings.notificationsSaved}
            />
          </SettingsCard>
          <PushCard notifications={settings.notifications} save={(next) => update.mutateAsync(next)} />
        </Stack>
      )}
    </SettingsTabLoader>
  );
}
