import { Notifications } from '@mantine/notifications';

/** Its own chunk, which Toasts loads with the first toast. */
export default function ToastContainer() {
  return <Notifications position="top-right" />;
}
