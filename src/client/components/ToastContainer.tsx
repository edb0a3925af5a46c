import { useMediaQuery } from '@mantine/hooks';
import { Notifications, useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import classes from './ToastContainer.module.css';
import { lastActionInLowerHalf } from '../lib/last-action.ts';

/** Where the page's header ends on screen (0 once it has scrolled away): a toast at the top sits below it. */
const headerBottom = () => Math.max(0, Math.round(document.querySelector('header')?.getBoundingClientRect().bottom ?? 0));

/**
 * Its own chunk, which Toasts loads with the first toast. Wide screens keep the top-right corner. On
 * a narrow screen (below Mantine's sm breakpoint) a toast spans the width, so it goes to the half of
 * the screen the user did not just act in: just below the header (where it ends on screen) when
 * they acted low, at the foot when they acted high. It never covers the button that raised it nor
 * the header's controls; the place is picked when a toast arrives, so one on screen does not jump
 * at the next tap (decision 042).
 */
export default function ToastContainer() {
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const { notifications } = useNotifications();
  const [shown, setShown] = useState(0);
  const [place, setPlace] = useState(() => ({ top: lastActionInLowerHalf(), below: headerBottom() }));
  if (notifications.length !== shown) {
    setShown(notifications.length);
    if (notifications.length > shown) setPlace({ top: lastActionInLowerHalf(), below: headerBottom() });
  }
  if (!narrow) return <Notifications position="top-right" />;
  return (
    <Notifications
      position={place.top ? 'top-center' : 'bottom-center'}
      classNames={{ root: classes.root }}
      style={{ '--toast-below-header': `${place.below}px` }}
    />
  );
}
