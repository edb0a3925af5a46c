// An attached calendar (RFC 5545) read for its first event: when, for how long, what and where.
// Only a VCALENDAR holding a VEVENT with a DTSTART is a calendar; anything else attached as .ics
// (an HTML page, a file renamed) is reported as not one, so the proposal can say its time was not
// taken. A start in UTC ("Z") or in a named zone (TZID: an IANA name, a Windows name Outlook writes,
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

interface Property {
  params: Record<string, string>;
  value: string;
}

/** "DTSTART;TZID=America/New_York:20261208T140000": the name, its parameters and its value (a quoted parameter may hold ":" or ";"). */
function propertyOf(line: string): [string, Property] | null {
  const head = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:]*)(?:,(?:"[^"]*"|[^";:]*))*)*):/.exec(line);
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

/** The calendar's first event, or null when the text is not a calendar with an event. */
export function readCalendar(text: string): CalendarEvent | null {
  const lines = text.replace(/^\uFEFF/, '').replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const firstLine = lines.findIndex((l) => l.trim() !== '');
  if (firstLine === -1 || lines[firstLine]!.trim().toUpperCase() !== 'BEGIN:VCALENDAR') return null;
  const components: string[] = [];
  let method = '';
  let event: Map<string, Property> | null = null;
  for (const line of lines.slice(firstLine)) {
    const property = propertyOf(line);
    if (!property) continue;
    const [name, { value }] = property;
    if (name === 'BEGIN') {
      components.push(value.trim().toUpperCase());
      if (components.join('/') === 'VCALENDAR/VEVENT') event = new Map();
    } else if (name === 'END') {
      const ended = components.pop();
      if (ended === 'VEVENT' && components.join('/') === 'VCALENDAR' && event?.has('DTSTART')) return eventOf(event, method);
    } else if (components.join('/') === 'VCALENDAR' && name === 'METHOD') {
      method = value.trim().toUpperCase();
    } else if (components.join('/') === 'VCALENDAR/VEVENT' && event && !event.has(name)) {
      event.set(name, property[1]);
    }
  }
  return null;
}

function eventOf(event: Map<string, Property>, method: string): CalendarEvent {
  const startsAt = instantOfProperty(event.get('DTSTART'));
  const end = instantOfProperty(event.get('DTEND'));
  const duration = event.get('DURATION');
  let minutes = startsAt && end ? Math.round((end.getTime() - startsAt.getTime()) / 60_000) : duration ? minutesOf(duration.value) : null;
  if (minutes !== null && (minutes < APPLICATION_LIMITS.interviewMinutesMin || minutes > APPLICATION_LIMITS.interviewMinutesMax)) minutes = null;
  return {
    title: textOf(event.get('SUMMARY'), APPLICATION_LIMITS.interviewTitleMax),
    startsAt,
    durationMinutes: minutes,
    location: textOf(event.get('LOCATION'), APPLICATION_LIMITS.interviewLocationMax),
    cancelled: method === 'CANCEL' || event.get('STATUS')?.value.trim().toUpperCase() === 'CANCELLED',
  };
}
