import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastContainer = lazy(() => import('./ToastContainer.tsx'));

/**
 * Where on the screen the user last acted (0 top … 1 bottom): the last tap or click, or the control
 * that took the focus. A narrow screen's toast goes to the other half, so it never covers the button
 * that raised it (decision 042). Recorded from the start: the container loads after the first toast.
 */
let lastActionAt: number | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', (event) => void (lastActionAt = event.clientY / window.innerHeight), { capture: true, passive: true });
  window.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof Element) || event.target === document.body) return;
      const box = event.target.getBoundingClientRect();
      lastActionAt = (box.top + box.height / 2) / window.innerHeight;
    },
    { capture: true, passive: true },
  );
}
export const lastActionInLowerHalf = () => lastActionAt !== null && lastActionAt > 0.5;

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
