// An attached calendar (RFC 5545) read for its first event: when, for how long, what and where.
// Only a VCALENDAR holding a VEVENT with a DTSTART is a calendar; anything else attached as .ics
// (an HTML page, a file renamed) is reported as not one, so the proposal can say its time was not
// taken. This runs on the server's thread (classify), so the reading is one pass over at most
// MAX_LINES lines of at most MAX_LINE characters, and only the properties it uses are parsed: an
// event an ATS writes is a few dozen lines, its time zone a few dozen more. A start in UTC ("Z") or in a named zone (TZID: an IANA name, a Windows name Outlook writes,
// or a vendor path ending in one) is read; a floating time (no zone at all) and a whole day are
// not a time we can place (dates.ts says why a wrong time is worse than none).
import { APPLICATION_LIMITS } from '#shared/constants/applications.ts';
import { ianaZone, instantOf, type Zone } from './dates.ts';

export interface CalendarEvent {
  title: string | null;
  /** Null when the event's start cannot be placed in time (floating, a whole day, an unknown zone). */
  startsAt: Date | null;
  durationMinutes: number | null;
  location: string | null;
  /** A cancellation (METHOD:CANCEL or STATUS:CANCELLED) invites to nothing. */
  cancelled: boolean;
}

/** The Windows zone names Outlook and Exchange put in TZID, as IANA names (CLDR's mapping, the common ones). */
const WINDOWS_ZONES: Record<string, string> = {
  'eastern standard time': 'America/New_York',
  'central standard time': 'America/Chicago',
  'mountain standard time': 'America/Denver',
  'us mountain standard time': 'America/Phoenix',
  'pacific standard time': 'America/Los_Angeles',
  'alaskan standard time': 'America/Anchorage',
  'hawaiian standard time': 'Pacific/Honolulu',
  'atlantic standard time': 'America/Halifax',
  'gmt standard time': 'Europe/London',
  'greenwich standard time': 'Atlantic/Reykjavik',
  'w. europe standard time': 'Europe/Berlin',
  'romance standard time': 'Europe/Paris',
  'central europe standard time': 'Europe/Budapest',
  'central european standard time': 'Europe/Warsaw',
  'e. europe standard time': 'Europe/Chisinau',
  'fle standard time': 'Europe/Kiev',
  'india standard time': 'Asia/Kolkata',
  'singapore standard time': 'Asia/Singapore',
  'tokyo standard time': 'Asia/Tokyo',
  'china standard time': 'Asia/Shanghai',
  'aus eastern standard time': 'Australia/Sydney',
  'new zealand standard time': 'Pacific/Auckland',
  utc: 'UTC',
};

/** A TZID's zone: an IANA name, a Windows name, or a path ending in an IANA name ("/mozilla.org/…/America/New_York"). */
function zoneOfTzid(tzid: string): Zone | null {
  const name = tzid.replace(/^"|"$/g, '').trim();
  const iana = ianaZone(name) ?? ianaZone(WINDOWS_ZONES[name.toLowerCase()] ?? '') ?? ianaZone(/([A-Za-z]+\/[A-Za-z_]+(?:\/[A-Za-z_]+)?)$/.exec(name)?.[1] ?? '');
  return iana ? { iana } : null;
}

const MAX_LINES = 2_000;
const MAX_LINE = 4_096;
/** The properties read; any other line is passed over unparsed. */
const READ = new Set(['BEGIN', 'END', 'METHOD', 'DTSTART', 'DTEND', 'DURATION', 'SUMMARY', 'LOCATION', 'STATUS']);
const NAME = /^[A-Za-z0-9-]+/;

interface Property {
  params: Record<string, string>;
  value: string;
}

/** "DTSTART;TZID=America/New_York:20261208T140000": the name, its parameters and its value (a quoted parameter may hold ":" or ";"). */
function propertyOf(line: string): [string, Property] | null {
  const head = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):/.exec(line);
  if (!head) return null;
  const params: Record<string, string> = {};
  for (const p of head[2]!.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^";:]*)/g)) params[p[1]!.toUpperCase()] = p[2]!.replace(/^"|"$/g, '');
  return [head[1]!.toUpperCase(), { params, value: line.slice(head[0].length) }];
}

const DATE_TIME = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/;

function instantOfProperty(p: Property | undefined): Date | null {
  const m = p ? DATE_TIME.exec(p.value.trim()) : null;
  if (!m || m[4] === undefined || p!.params['VALUE']?.toUpperCase() === 'DATE') return null;
  const zone: Zone | null = m[7] ? { offsetMinutes: 0 } : p!.params['TZID'] ? zoneOfTzid(p!.params['TZID']) : null;
  if (!zone) return null;
  const wall = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6] ?? 0) };
  return instantOf(wall, zone);
}

/** An interview's length in minutes, or null when it is none the tracker takes (APPLICATION_LIMITS' bounds). */
export const interviewMinutes = (minutes: number | null): number | null =>
  minutes !== null && minutes >= APPLICATION_LIMITS.interviewMinutesMin && minutes <= APPLICATION_LIMITS.interviewMinutesMax ? minutes : null;

const DURATION = /^\+?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

function minutesOf(duration: string): number | null {
  const m = DURATION.exec(duration.trim());
  if (!m) return null;
  const [, w, d, h, min] = m.map((part) => Number(part ?? 0));
  return w! * 10_080 + d! * 1_440 + h! * 60 + min!;
}

/** A TEXT value unescaped (RFC 5545 3.3.11), on one line. */
const textOf = (p: Property | undefined, max: number) => {
  const text = p?.value.replace(/\\[nN]/g, ' ').replace(/\\([\\;,])/g, '$1').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
};

/** The content lines of a calendar, unfolded (a continuation line starts with a space or a tab), each cut at MAX_LINE, at most MAX_LINES. */
function* contentLines(text: string): Generator<string> {
  let current: string | null = null;
  let count = 0;
  let pos = 0;
  while (pos < text.length && count < MAX_LINES) {
    const newline = text.indexOf('\n', pos);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(pos, Math.min(end, pos + MAX_LINE)).replace(/\r$/, '');
    pos = end + 1;
    if (current !== null && (line.startsWith(' ') || line.startsWith('\t'))) {
      if (current.length < MAX_LINE) current = (current + line.slice(1)).slice(0, MAX_LINE);
      continue;
    }
    if (current !== null) {
      yield current;
      count++;
    }
    current = line;
  }
  if (current !== null && count < MAX_LINES) yield current;
}

/** The calendar's first event, or null when the text is not a calendar with an event. */
export function readCalendar(text: string): CalendarEvent | null {
  let depth = 0;
  let method = '';
  /** The properties of the VEVENT being read (directly inside the VCALENDAR), first of each name. */
  let event: Map<string, Property> | null = null;
  for (const line of contentLines(text.replace(/^\uFEFF/, ''))) {
    if (depth === 0) {
      // Before anything else, the calendar itself; blank lines aside.
      if (line.trim() === '') continue;
      if (line.trim().toUpperCase() !== 'BEGIN:VCALENDAR') return null;
      depth = 1;
      continue;
    }
    const name = NAME.exec(line)?.[0].toUpperCase();
    if (!name || !READ.has(name)) continue;
    const property = propertyOf(line);
    if (!property) continue;
    const value = property[1].value.trim().toUpperCase();
    if (name === 'BEGIN') {
      depth++;
      if (depth === 2 && value === 'VEVENT') event = new Map();
    } else if (name === 'END') {
      if (depth === 2 && event) {
        if (event.has('DTSTART')) return eventOf(event, method);
        event = null;
      }
      if (--depth === 0) return null;
    } else if (depth === 1 && name === 'METHOD') {
      method = value;
    } else if (depth === 2 && event && !event.has(name)) {
      event.set(name, property[1]);
    }
  }
  return null;
}

function eventOf(event: Map<string, Property>, method: string): CalendarEvent {
  const startsAt = instantOfProperty(event.get('DTSTART'));
  const end = instantOfProperty(event.get('DTEND'));
  const duration = event.get('DURATION');
  const minutes = interviewMinutes(startsAt && end ? Math.round((end.getTime() - startsAt.getTime()) / 60_000) : duration ? minutesOf(duration.value) : null);
  return {
    title: textOf(event.get('SUMMARY'), APPLICATION_LIMITS.interviewTitleMax),
    startsAt,
    durationMinutes: minutes,
    location: textOf(event.get('LOCATION'), APPLICATION_LIMITS.interviewLocationMax),
    cancelled: method === 'CANCEL' || event.get('STATUS')?.value.trim().toUpperCase() === 'CANCELLED',
  };
}
