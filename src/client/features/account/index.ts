// What other areas use of the account: the Settings cards for password, e-mail, sessions and deletion.
export { ChangeEmailCard } from './ChangeEmailCard.tsx';
export { ChangePasswordCard } from './ChangePasswordCard.tsx';
export { DangerZoneCard } from './DangerZoneCard.tsx';
export { SessionsCard } from './SessionsCard.tsx';
