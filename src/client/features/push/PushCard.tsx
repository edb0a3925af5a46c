// Settings → Notifications' push card: the push toggles are settings, but turning one on first
// subscribes this browser with the push service, and turning the last one off unsubscribes it.
import { Alert, Switch } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { PUSH_TOGGLE_LABELS, PUSH_TOGGLES, SETTINGS_TEXT, type PushToggle } from '#shared/constants/settings.ts';
import type { UserSettings } from '#shared/schemas/settings.ts';
import { TOASTS } from '#shared/toasts.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';
import { notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { browserSupportsPush, subscribeBrowser, unsubscribeBrowser } from './browser-push.ts';

type Notifications = UserSettings['notifications'];

/**
 * Without VAPID keys on the server (or push in this browser) the toggles are shown off and disabled
 * beside the reason, rather than accepting a choice nothing would act on. Turning one on subscribes
 * this browser; turning the last one off unsubscribes it.
 */
export function PushCard({ notifications, save }: { notifications: Notifications; save: (next: Notifications) => Promise<UserSettings> }) {
  const config = trpc.push.config.useQuery();
  const subscribe = trpc.push.subscribe.useMutation();
  const unsubscribe = trpc.push.unsubscribe.useMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const publicKey = config.data?.available ? config.data.publicKey : null;
  const supported = browserSupportsPush();
  const unavailable = config.isSuccess && !publicKey ? SETTINGS_TEXT.pushUnavailable : !supported ? SETTINGS_TEXT.pushUnsupported : null;
  const enabled = publicKey !== null && supported && !busy;

  async function toggle(key: PushToggle, on: boolean) {
    if (!publicKey) return;
    setBusy(true);
    setProblem(null);
    try {
      if (on) {
        const result = await subscribeBrowser(publicKey, (input) => subscribe.mutateAsync(input));
        if (result !== 'subscribed') {
          setProblem(result === 'denied' ? SETTINGS_TEXT.pushDenied : SETTINGS_TEXT.pushUnsupported);
          return;
        }
      }
      const next = { ...notifications, [key]: on };
      await save(next);
      if (!next.pushJobAlerts && !next.pushMessages) await unsubscribeBrowser((endpoint) => unsubscribe.mutateAsync({ endpoint }));
      notify(TOASTS.settings.notificationsSaved);
    } catch (error) {
      notifyError(error, on ? TOASTS.push.subscribeFailed : TOASTS.settings.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard title="Push notifications" description="Notifications in your browser.">
      {(unavailable ?? problem) && (
        <Alert color={problem ? 'yellow' : 'gray'} variant="light" icon={<IconBellOff size={18} />} role={problem ? 'alert' : undefined}>
          {unavailable ?? problem}
        </Alert>
      )}
      {PUSH_TOGGLES.map((key) => (
        <Switch
          key={key}
          label={PUSH_TOGGLE_LABELS[key].label}
          description={PUSH_TOGGLE_LABELS[key].description}
          checked={publicKey !== null && notifications[key]}
          disabled={!enabled}
          onChange={(event) => void toggle(key, event.currentTarget.checked)}
        />
      ))}
    </SettingsCard>
  );
}
