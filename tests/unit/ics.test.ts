// The iCalendar writer (RFC 5545): CRLF line ends, folding at 75 octets without cutting a UTF-8
// character, TEXT escaping, and UTC times.
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, utcStamp } from '../../src/server/features/applications/ics.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('Plain: text')).toBe('Plain: text');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    const exact = `SUMMARY:${'x'.repeat(75 - 8)}`;
    expect(foldLine(exact)).toBe(exact);
    const long = `${exact}y`;
    expect(foldLine(long)).toBe(`${exact}\r\n y`);
  });

  it('keeps every physical line within 75 octets, never splits a multi-octet character, and unfolds to the original', () => {
    const line = `DESCRIPTION:${'Zürich café — 東京 🎉 '.repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(3);
    for (const [n, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (n > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('calendarFile', () => {
  const event = {
    uid: 'interview-123@upward.example',
    stamp: new Date('2026-11-24T08:00:00.123Z'),
    start: new Date('2026-12-01T14:30:00Z'),
    end: new Date('2026-12-01T15:15:00Z'),
    summary: 'Phone screen: Analyst; Data at Acme, Inc.',
    location: 'Room 4, Building B',
    description: `Bring questions\n${'Long notes '.repeat(12)}`,
    url: 'https://acme.example/jobs/42',
  };

  it('writes one VEVENT with CRLF line ends only, UTC times and escaped text', () => {
    const text = calendarFile(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Upward//Application Tracker//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT']);
    expect(lines).toContain('UID:interview-123@upward.example');
    expect(lines).toContain('DTSTAMP:20261124T080000Z');
    expect(lines).toContain('DTSTART:20261201T143000Z');
    expect(lines).toContain('DTEND:20261201T151500Z');
    expect(lines).toContain('SUMMARY:Phone screen: Analyst\\; Data at Acme\\, Inc.');
    expect(lines).toContain('LOCATION:Room 4\\, Building B');
    expect(lines).toContain(`DESCRIPTION:Bring questions\\n${'Long notes '.repeat(12)}`);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
    for (const physical of text.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
  });

  it('leaves out an empty location, description and URL', () => {
    const text = calendarFile({ ...event, location: null, description: '', url: null });
    expect(text).not.toMatch(/LOCATION|DESCRIPTION|URL:/);
  });

  it('formats a UTC stamp without separators or milliseconds', () => {
    expect(utcStamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
