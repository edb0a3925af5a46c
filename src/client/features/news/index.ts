// What other areas use of the news: the staff's news panel.
export { NewsPanel } from './staff/NewsPanel.tsx';
