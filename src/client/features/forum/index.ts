// What other areas use of the forum: the staff's moderation panel.
export { ModerationPanel } from './staff/ModerationPanel.tsx';
