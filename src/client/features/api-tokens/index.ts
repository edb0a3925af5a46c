// What other areas use of API tokens: the Settings card.
export { ApiTokensCard } from './ApiTokensCard.tsx';
