// What other areas use of saving a job from another site: the browser extension's Settings card.
export { ExtensionCard } from './ExtensionCard.tsx';
