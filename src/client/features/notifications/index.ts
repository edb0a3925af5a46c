// What other areas use of notifications: the inbox tab.
export { NotificationsPanel } from './NotificationsPanel.tsx';
