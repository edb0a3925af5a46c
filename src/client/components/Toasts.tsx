import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { trackLastAction } from '../lib/last-action.ts';

const ToastContainer = lazy(() => import('./ToastContainer.tsx'));

// Recorded from the start: the container loads after the first toast.
trackLastAction();

/**
 * Mantine's toast container, loaded with the first toast: most visits show none, and the container
 * (transitions, portal, swipe to dismiss) is not small. A toast shown before it is loaded waits in
 * the store, and the container shows it once there.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
