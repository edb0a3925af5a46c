// What other areas use of push: the Settings card.
export { PushCard } from './PushCard.tsx';
