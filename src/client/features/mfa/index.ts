// What other areas use of two-factor authentication: the Settings card.
export { TwoFactorCard } from './TwoFactorCard.tsx';
