// Dates and times as employers write them ("Tuesday, December 8, 2026 at 2:00 PM ET",
// "8 Dec 2026, 14:00 CET", "2026-12-08 14:00 UTC") and as mail programs quote a forwarded
// message's date ("Tue, Dec 1, 2026 at 10:14 AM"), turned into instants. A wall time is placed in
// its zone through Intl (IANA names, and the abbreviations below mapped to the zone people mean:
// "EST" in July means New York's summer time), so daylight saving is the zone's own.
//
// An interview time that names no zone is not taken (the proposal then has no interview and the
// member adds it): 2:00 PM in the recruiter's zone is not 2:00 PM UTC, and a wrong time is worse
// than none. A quoted header's date without a zone is read as UTC: a forwarded header shows the
// forwarder's local time, and what it is used for (the day the employer answered) is rarely moved
// by the difference.

/** A zone: an IANA name, or a fixed offset east of UTC in minutes. */
export type Zone = { iana: string } | { offsetMinutes: number };

export interface WallTime {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Abbreviations and names written after a time, as the zone meant. */
const ZONE_NAMES: Record<string, string> = {
  et: 'America/New_York', est: 'America/New_York', edt: 'America/New_York', 'eastern time': 'America/New_York',
  'eastern standard time': 'America/New_York', 'eastern daylight time': 'America/New_York',
  ct: 'America/Chicago', cst: 'America/Chicago', cdt: 'America/Chicago', 'central time': 'America/Chicago',
  'central standard time': 'America/Chicago', 'central daylight time': 'America/Chicago',
  mt: 'America/Denver', mst: 'America/Denver', mdt: 'America/Denver', 'mountain time': 'America/Denver',
  'mountain standard time': 'America/Denver', 'mountain daylight time': 'America/Denver',
  pt: 'America/Los_Angeles', pst: 'America/Los_Angeles', pdt: 'America/Los_Angeles', 'pacific time': 'America/Los_Angeles',
  'pacific standard time': 'America/Los_Angeles', 'pacific daylight time': 'America/Los_Angeles',
  bst: 'Europe/London', cet: 'Europe/Paris', cest: 'Europe/Paris', eet: 'Europe/Athens', eest: 'Europe/Athens',
  ist: 'Asia/Kolkata', sgt: 'Asia/Singapore', jst: 'Asia/Tokyo', aest: 'Australia/Sydney', aedt: 'Australia/Sydney',
  nzst: 'Pacific/Auckland', nzdt: 'Pacific/Auckland',
  utc: 'UTC', gmt: 'UTC', z: 'UTC', ut: 'UTC',
};

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** The zone's clock reader, made once per zone (a DateTimeFormat costs far more than a reading); null for a name Intl does not know. */
function formatterOf(iana: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(iana);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: iana,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      formatter = null;
    }
    formatters.set(iana, formatter);
  }
  return formatter;
}

/** The IANA zone of a name (as Intl spells it), or null. */
export function ianaZone(name: string): string | null {
  const formatter = formatterOf(name);
  return formatter ? formatter.resolvedOptions().timeZone : null;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(formatter: Intl.DateTimeFormat, instant: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(parts['year']!, parts['month']! - 1, parts['day']!, parts['hour']!, parts['minute']!, parts['second']!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall time in a zone; null for a date that does not exist or a zone Intl does not know. */
export function instantOf(wall: WallTime, zone: Zone): Date | null {
  const { year, month, day, hour, minute, second } = wall;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(asUtc).getUTCDate() !== day) return null;
  if ('offsetMinutes' in zone) return new Date(asUtc - zone.offsetMinutes * 60_000);
  const formatter = formatterOf(zone.iana);
  if (!formatter) return null;
  // The offset at the wall time read as UTC, then at the instant it gives: they differ only across a change of offset.
  const first = offsetAt(formatter, asUtc);
  const second_ = offsetAt(formatter, asUtc - first);
  return new Date(asUtc - second_);
}

const OFFSET = /^(?:utc|gmt)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;

/** A zone as written after a time: an abbreviation, a name, an IANA name or an offset; null when it is none. */
export function zoneOf(written: string): Zone | null {
  const text = written.trim().replace(/\s+/g, ' ');
  const offset = OFFSET.exec(text);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0);
    return minutes > 14 * 60 ? null : { offsetMinutes: offset[1] === '-' ? -minutes : minutes };
  }
  const named = ZONE_NAMES[text.toLowerCase()];
  if (named) return { iana: named };
  if (text.includes('/')) {
    const iana = ianaZone(text);
    if (iana) return { iana };
  }
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const WEEKDAY = String.raw`(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?\.?,?\s+)?`;
const CLOCK = (n: string) => String.raw`(?<${n}h>\d{1,2})(?!\d)(?:[:.](?<${n}m>\d{2}))?(?::(?<${n}s>\d{2}))?(?:\s*(?<${n}ap>[ap])\.?\s?m\b\.?)?`;
const ZONE = String.raw`(?<zone>(?:utc|gmt)\s*[+-]\d{1,2}(?::?\d{2})?|[+-]\d{2}:?\d{2}|[a-z]+/[a-z_]+(?:/[a-z_]+)?|(?:eastern|central|mountain|pacific)(?:\s+(?:standard|daylight))?(?:\s+time)?|[a-z]{1,5}\b)`;
const RANGE = String.raw`(?:\s*(?:-|–|—|to|until|till)\s*${CLOCK('e')})?`;
const ZONE_AFTER = String.raw`(?:\s*\(?\s*${ZONE}\s*\)?)?`;

/** "Tuesday, December 8, 2026 at 2:00 PM - 3:00 PM ET", "8 Dec 2026 14:00 CET", "Tue, 1 Dec 2026 10:14:03 -0500". */
const NAMED_DATE = new RegExp(
  String.raw`\b${WEEKDAY}(?:${MONTH.replace('(jan', '(?<mon1>jan')}\s+(?<md>\d{1,2})(?:st|nd|rd|th)?|(?<dm>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH.replace('(jan', '(?<mon2>jan')})(?:,?\s+(?<year>\d{4}))?(?:\s*,\s*|\s+)(?:(?:at|@|from|between|starting at|-|–|time:)\s+)?${CLOCK('s')}${RANGE}${ZONE_AFTER}`,
  'gi',
);
/** "2026-12-08 14:00 UTC", "2026-12-08T14:00:00Z". */
const ISO_DATE = new RegExp(
  String.raw`\b(?<year>\d{4})-(?<mo>\d{2})-(?<d>\d{2})(?:t|\s+(?:at\s+)?)${CLOCK('s')}(?:\.\d+)?${RANGE}${ZONE_AFTER}`,
  'gi',
);

export interface TextTime {
  start: Date;
  /** The end of a range ("2:00 - 3:00 PM"), when one is given. */
  end: Date | null;
}

/** A 24-hour hour from a clock reading, or null when it is no time (no minutes and no am/pm: "8 December 2026"). */
function hourOf(hour: string, minute: string | undefined, ampm: string | undefined): number | null {
  let h = Number(hour);
  if (minute === undefined && ampm === undefined) return null;
  if (ampm) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (ampm.toLowerCase() === 'p' ? 12 : 0);
  }
  return h <= 23 ? h : null;
}

/**
 * The year of a date written without one: the first whose date is no more than a week before the
 * reference (an interview is set for the days after the message, which may be in January).
 */
function yearFor(month: number, day: number, reference: Date): number {
  const year = reference.getUTCFullYear();
  return Date.UTC(year, month - 1, day) < reference.getTime() - 7 * 86_400_000 ? year + 1 : year;
}

type Groups = Record<string, string | undefined>;

function readTime(g: Groups, month: number, day: number, reference: Date | null, zoneless: Zone | null): TextTime | null {
  const year = g['year'] ? Number(g['year']) : reference ? yearFor(month, day, reference) : null;
  // "2:00 - 3:00 PM": the start has the end's am/pm, unless that puts it after the end ("11:00 - 12:30 PM").
  let hour = hourOf(g['sh']!, g['sm'], g['sap'] ?? g['eap']);
  if (!g['sap'] && g['eap'] && hour !== null && hour > (hourOf(g['eh']!, g['em'], g['eap']) ?? 24)) hour = hourOf(g['sh']!, g['sm'], 'a');
  if (year === null || hour === null) return null;
  const zone = g['zone'] ? zoneOf(g['zone']) : null;
  const placed = zone ?? zoneless;
  if (!placed) return null;
  const start = instantOf({ year, month, day, hour, minute: Number(g['sm'] ?? 0), second: Number(g['ss'] ?? 0) }, placed);
  if (!start) return null;
  let end: Date | null = null;
  if (g['eh']) {
    // "2 PM - 3": the end has the start's am/pm.
    const endHour = hourOf(g['eh'], g['em'], g['eap'] ?? g['sap']);
    const wall = endHour === null ? null : instantOf({ year, month, day, hour: endHour, minute: Number(g['em'] ?? 0), second: 0 }, placed);
    end = wall && wall > start ? wall : null;
  }
  return { start, end };
}

/**
 * The dates with a time in the text that name their zone: those written with the month's name
 * first, then the ISO ones, each as the caller asks for the next (a caller that has what it needs
 * stops the search). `reference` (when the message was sent) gives the year to a date written
 * without one; `zoneless`, when given, places a time that names no zone (quoted headers), else
 * such a time is passed over.
 */
export function* timesIn(text: string, reference: Date | null, zoneless: Zone | null = null): Generator<TextTime> {
  for (const m of text.matchAll(NAMED_DATE)) {
    const g = m.groups as Groups;
    const monthName = (g['mon1'] ?? g['mon2'] ?? '').slice(0, 3).toLowerCase();
    const time = readTime(g, MONTHS.indexOf(monthName) + 1, Number(g['md'] ?? g['dm']), reference, zoneless);
    if (time) yield time;
  }
  for (const m of text.matchAll(ISO_DATE)) {
    const time = readTime(m.groups as Groups, Number(m.groups!['mo']), Number(m.groups!['d']), reference, zoneless);
    if (time) yield time;
  }
}

const EXPLICIT_ZONE = /(?:[+-]\d{4}|\b(?:gmt|utc|ut|z|[ecmp][sd]t)\b)\s*(?:\([^)]*\))?\s*$/i;

/** A quoted header's date ("Tue, Dec 1, 2026 at 10:14 AM", "1 Dec 2026 10:14:03 -0500"): one without a zone is UTC. */
export function headerDate(value: string): Date | null {
  const read = timesIn(value, null, { offsetMinutes: 0 }).next();
  if (!read.done) return read.value.start;
  // What the patterns do not know, in a form the Date parser reads unambiguously (RFC 2822 with its zone).
  if (!EXPLICIT_ZONE.test(value)) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
