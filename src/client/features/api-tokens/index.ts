// What other areas use of API tokens: the Settings card, and a new token shown once (the browser extension's card shows its own).
export { ApiTokensCard } from './ApiTokensCard.tsx';
export { NewTokenAlert } from './NewTokenAlert.tsx';
