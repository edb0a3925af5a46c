// What other areas use of outreach: the staff's inbox panel.
export { OutreachPanel } from './staff/OutreachPanel.tsx';
