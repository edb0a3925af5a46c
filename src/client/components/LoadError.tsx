import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { Toast } from '#shared/toasts.ts';
import { notify, serverToast } from '../lib/feedback.ts';

interface LoadErrorProps {
  /** The query's error; nothing happens while it is null. */
  error: unknown;
  /** The spec's words for this failure; without them, the server's own (or the generic message). */
  message?: Toast;
  /** The spec asks for a toast: raised once per failure. */
  toast?: boolean;
  /** False while the screen still has something to show (the pages loaded before a "Load More" failed). */
  inline?: boolean;
}

/**
 * The one way a screen says its data did not load. Placed where the data would be, it logs the
 * failure, shows it in place and, where the spec names a toast, raises that too.
 */
export function LoadError({ error, message, toast = false, inline = true }: LoadErrorProps) {
  const failed = error ? (message ?? serverToast(error)) : null;
  useEffect(() => {
    if (!error) return;
    console.error('Failed to load', error);
    if (toast) notify(message ?? serverToast(error), 'red');
  }, [error, toast, message]);
  if (!failed || !inline) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={failed.title}>
      {failed.description}
    </Alert>
  );
}
