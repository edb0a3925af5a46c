import { Button, Group, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Toast, TOASTS } from '#shared/toasts.ts';
import type { UserSettings } from '#shared/schemas/settings.ts';
import { notify, notifyError } from '../../lib/feedback.ts';

interface Props<K extends string> {
  keys: readonly K[];
  labels: Record<K, { label: string; description: string }>;
  initial: Record<K, boolean>;
  save: (values: Record<K, boolean>) => Promise<UserSettings>;
  saving: boolean;
  saved: Toast;
  /** What the form is about, for screen readers: the tab has more than one form. */
  name: string;
}

/** A set of on/off settings saved together: the e-mail notifications and the privacy toggles. */
export function TogglesForm<K extends string>({ keys, labels, initial, save, saving, saved, name }: Props<K>) {
  const form = useForm<Record<K, boolean>>({ initialValues: initial });
  const submit = form.onSubmit(async (values) => {
    try {
      await save(values);
      notify(saved);
      form.resetDirty(values);
    } catch (error) {
      notifyError(error, TOASTS.settings.saveFailed);
    }
  });
  return (
    <form onSubmit={submit} aria-label={name}>
      <Stack gap="md">
        {keys.map((key) => (
          <Switch key={key} label={labels[key].label} description={labels[key].description} {...form.getInputProps(key, { type: 'checkbox' })} />
        ))}
        <Group>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
