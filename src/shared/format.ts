// Display formats shared by every screen that shows salaries, ages, categories and dates.
import dayjs from 'dayjs';

// Built at first use, not at load: constructing a NumberFormat costs a slow phone about 0.1 s of
// start-up, which every page paid before showing anything, salary or not. One per currency, kept.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A whole amount in its currency (ISO 4217): "$120,000", "€62,400", "¥8,000,000". */
export function formatMoney(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** A yearly range in the currency it was stated in: "$min - $max", "€min+", "Up to £max", or "Salary not specified". */
export function formatSalary(min: number | null | undefined, max: number | null | undefined, currency: string): string {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax) return `${formatMoney(min, currency)} - ${formatMoney(max, currency)}`;
  if (hasMin) return `${formatMoney(min, currency)}+`;
  if (hasMax) return `Up to ${formatMoney(max, currency)}`;
  return 'Salary not specified';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** Age of a posting in whole days, rounded up: "1 day ago", "N days ago", "N weeks ago", "N months ago"
 * (singular for one week or month). */
export function formatPostedAge(posted: Date, now: Date = new Date()): string {
  const days = Math.max(1, Math.ceil((now.getTime() - posted.getTime()) / DAY_MS));
  if (days === 1) return '1 day ago';
  if (days < 7) return `${days} days ago`;
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  return ago(Math.floor(days / 30), 'month');
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How long ago something happened (a post, a reply, a message, a notice, a sync): under a day it
 * counts minutes or hours, from a day on it reads like every other age (formatPostedAge).
 */
export function formatAge(created: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - created.getTime();
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  return formatPostedAge(created, now);
}

/** "career-advice" → "Career Advice". */
export function formatCategoryLabel(category: string): string {
  return category
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function checked(value: Date | string): dayjs.Dayjs {
  const d = dayjs(value);
  if (!d.isValid()) throw new RangeError(`Invalid date: ${String(value)}`);
  return d;
}

/** "MMM d, yyyy", e.g. "Mar 5, 2026" (tracker dates). Throws on an invalid date, as the spec says. */
export const formatShortDate = (value: Date | string) => checked(value).format('MMM D, YYYY');

/** "Tue, Dec 1, 2026 2:30 PM": an interview's time (the tracker's detail, a proposal from e-mail). */
export const formatAppointment = (value: Date | string) => checked(value).format('ddd, MMM D, YYYY h:mm A');

/** "MMMM d, yyyy", e.g. "March 5, 2026" (news articles). */
export const formatLongDate = (value: Date | string) => checked(value).format('MMMM D, YYYY');

/** "D MMMM YYYY", e.g. "27 November 2026" (a cover letter's date). */
export const formatLetterDate = (value: Date | string) => checked(value).format('D MMMM YYYY');

/** Short localised date (saved jobs). */
export const formatLocalDate = (value: Date | string, locale?: string) =>
  checked(value).toDate().toLocaleDateString(locale);

/** "$14.99", "$119", "$0". */
export function formatPrice(usdAmount: number): string {
  return Number.isInteger(usdAmount) ? `$${usdAmount}` : `$${usdAmount.toFixed(2)}`;
}

/** A job count for "Showing X of Y jobs": thousands separated, "+" when the server stopped counting. */
export function formatJobTotal(total: number, isEstimate = false): string {
  return `${total.toLocaleString('en-US')}${isEstimate ? '+' : ''}`;
}

/** A recording timer's text: seconds as m:ss ("0:07", "2:05", "61:00"). */
export const formatTimer = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** "1.4 MB", "820 KB", "636 B": a file's size (an upload, the data export). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1000)} KB`;
  return `${bytes} B`;
}
