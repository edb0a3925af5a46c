// What other areas use of profiles: a member's avatar and name, linked to their card.
export { AuthorName } from './MemberAvatar.tsx';
