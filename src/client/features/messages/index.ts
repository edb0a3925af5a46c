// What other areas use of direct messages: the Message button on a member's card, and the staff's reports panel.
export { StartConversationButton } from './conversations/StartConversationButton.tsx';
export { ReportsPanel } from './staff/ReportsPanel.tsx';
