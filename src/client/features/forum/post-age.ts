// How old a post or reply is. Under a day it counts minutes or hours; from a day on it reads like
// every other age in the product (shared/format.ts).
import { formatPostedAge } from '#shared/format.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export function formatPostAge(created: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - created.getTime();
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) {
    const minutes = Math.floor(elapsed / MINUTE_MS);
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  }
  if (elapsed < 24 * HOUR_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  return formatPostedAge(created, now);
}
