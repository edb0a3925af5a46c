// Reading and classifying forwarded mail (features/inbound-mail read/ and classify/): every message
// of the labelled corpus (eval/corpus/inbound-mail, its labels.json) read in the
// worker and classified as labelled, what it covers checked so it cannot shrink unseen; message
// bombs refused before they are parsed, at the caps and not below them; and classify never throwing,
// whatever text it is given. What reading and classifying cost the event loop is measured by scripts:
// `npm run bench:inbound` (hostile text) and `npm run stall` (a 10 MB message through the import).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INBOUND_LIMITS, INBOUND_OUTCOME_LABELS, INBOUND_OUTCOMES, INBOUND_TEXT, type KnownOutcome } from '#shared/constants/inbound-mail.ts';
import { classify } from '../../src/server/features/inbound-mail/classify/index.ts';
import { SENDERS } from '../../src/server/features/inbound-mail/classify/rules.ts';
import type { Classification, ReadMessage } from '../../src/server/features/inbound-mail/message.ts';
import { readMessage } from '../../src/server/features/inbound-mail/read/index.ts';
import { scanMessage } from '../../src/server/features/inbound-mail/read/scan.ts';
import { inboundCorpus, readInboundCorpus, readMessageOf } from '../../scripts/support/inbound-corpus.ts';

const LIMITS = { timeoutMs: 20_000, memoryMb: 256 };

const labels = Object.fromEntries(inboundCorpus.map((m) => [m.file, m.label]));
const files = inboundCorpus.map((m) => m.file);

/** Every message of the corpus read once (in the worker, as the server reads it) and classified. */
const corpus = new Map<string, { message: ReadMessage; result: Classification }>();
for (const { file, outcome } of await readInboundCorpus(LIMITS)) {
  if (!outcome.ok) throw new Error(`${file} refused: ${outcome.reason}`);
  corpus.set(file, { message: outcome.message, result: classify(outcome.message) });
}

async function read(bytes: Buffer): Promise<ReadMessage> {
  const outcome = await readMessage(bytes, LIMITS);
  if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`);
  return outcome.message;
}

const mime = (lines: string[]) => Buffer.from(lines.join('\r\n'));
const HEADERS = [
  'From: "Acme Recruiting" <talent@acme.com>',
  'To: x7k2m9q4p1w8r5t3v6y0z2a4b6@upward.local',
  'Subject: Your application',
  'Date: Tue, 01 Dec 2026 10:00:00 +0000',
  'MIME-Version: 1.0',
];

/** A multipart nested `depth` levels deep, a text part at the bottom. */
function nested(depth: number): Buffer {
  const lines = [...HEADERS, 'Content-Type: multipart/mixed; boundary="b0"', ''];
  for (let i = 1; i < depth; i++) lines.push(`--b${i - 1}`, `Content-Type: multipart/mixed; boundary="b${i}"`, '');
  lines.push(`--b${depth - 1}`, 'Content-Type: text/plain', '', 'Thank you for applying.');
  for (let i = depth - 1; i >= 0; i--) lines.push(`--b${i}--`);
  return mime(lines);
}

/** A multipart of `count` text parts (the message itself is one more). */
function parts(count: number): Buffer {
  const lines = [...HEADERS, 'Content-Type: multipart/mixed; boundary="p"', ''];
  for (let i = 0; i < count; i++) lines.push('--p', 'Content-Type: text/plain', '', `part ${i}`);
  lines.push('--p--');
  return mime(lines);
}

describe('the corpus', () => {
  it('has at least 36 labelled messages covering every sender and every outcome, each labelled', () => {
    expect(files.length).toBeGreaterThanOrEqual(36);
    const rules = new Set(Object.values(labels).map((l) => l.rule?.split('.')[0]));
    for (const sender of SENDERS) expect(rules, sender.id).toContain(sender.id);
    for (const outcome of INBOUND_OUTCOMES) {
      // Several of each: one per outcome could pass by a single lucky phrase.
      expect(Object.values(labels).filter((l) => l.outcome === outcome).length, outcome).toBeGreaterThanOrEqual(3);
    }
    const reasons = Object.values(labels).map((l) => l.reason);
    expect(reasons.filter((r) => r === 'notEnglish').length).toBeGreaterThanOrEqual(3);
    expect(reasons).toContain('badCalendar');
    expect(Object.values(labels).filter((l) => l.sender).length).toBeGreaterThanOrEqual(4);
  });

  it.each(files)('%s is classified as labelled', (file) => {
    const label = labels[file]!;
    const { result } = corpus.get(file)!;
    expect({
      outcome: result.outcome,
      rule: result.rule?.id ?? null,
      company: result.company,
      role: result.role,
      postingId: result.postingId,
      interviewStart: result.interview?.startsAt.toISOString() ?? null,
    }).toEqual({
      outcome: label.outcome,
      rule: label.rule,
      company: label.company,
      role: label.role,
      postingId: label.postingId,
      interviewStart: label.interviewStart,
    });
    if (label.reason) expect(result.reason).toBe(INBOUND_TEXT[label.reason]);
    else expect(result.reason).toBeNull();
    if (label.sender !== undefined) expect(result.sender).toBe(label.sender);
    if (label.sentAt !== undefined) expect(result.sentAt?.toISOString()).toBe(label.sentAt);
    if (label.companyDomain !== undefined) expect(result.companyDomain).toBe(label.companyDomain);
  });

  it('names the rule and quotes the deciding line of every known outcome, and nothing of an unknown one', () => {
    for (const [file, { message, result }] of corpus) {
      if (result.outcome === 'unknown') {
        expect(result, file).toMatchObject({ rule: null, quote: null, decisive: false, company: null, role: null, interview: null });
        continue;
      }
      const [sender, outcome] = result.rule!.id.split('.') as [string, KnownOutcome];
      expect(outcome, file).toBe(result.outcome);
      expect(result.rule!.label, file).toBe(`${SENDERS.find((s) => s.id === sender)!.name}: ${INBOUND_OUTCOME_LABELS[outcome].toLowerCase()}`);
      expect(result.quote!.length, file).toBeGreaterThan(10);
      expect(result.quote!.length, file).toBeLessThanOrEqual(INBOUND_LIMITS.quoteMax);
      // The quote is the message's own words: its subject, text or calendar, spaces and quoting marks aside.
      const flat = (s: string) => s.replace(/^[ \t]*>+[ \t]?/gm, '').replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ');
      expect(flat(`${message.subject} ${message.text} ${message.calendars.join(' ')}`), file).toContain(flat(result.quote!).replace(/…/g, ''));
    }
  });

  it('reads a forwarded message as the original: its sender, date and text, not the member forwarding it', () => {
    const forwarded = files.filter((f) => labels[f]!.sender);
    for (const file of forwarded) {
      const { message, result } = corpus.get(file)!;
      expect(message.from!.address, file).not.toBe(result.sender);
      expect(result.sender, file).toBe(labels[file]!.sender);
      // The member's own address is never the company's.
      expect(result.companyDomain ?? '', file).not.toMatch(/gmail|outlook|icloud/);
    }
  });

  it('reads the text of an HTML-only message and never the addresses of its images', () => {
    const { message } = corpus.get('greenhouse-assessment-html.eml')!;
    expect(message.text).toContain('complete a short online assessment on CodeSignal');
    expect(message.text).not.toMatch(/<p>|grnhse-assets|juniper-logo/);
    // A link's address is kept as text (a posting's id is read from it), never fetched.
    expect(message.text).toContain('gh_jid=6120455');
  });
});

describe('classification', () => {
  const message = readMessageOf;

  it('reads a rejection that thanks the member for applying as a rejection, and an invitation that does as an invitation', () => {
    const rejection = classify(message('Thank you for applying. Unfortunately, we have decided to move forward with other candidates.'));
    expect(rejection).toMatchObject({ outcome: 'rejection', decisive: true, quote: 'Unfortunately, we have decided to move forward with other candidates.' });
    expect(classify(message('Thank you for applying! We would like to invite you to a phone screen next week.')).outcome).toBe('interview');
  });

  it('does not count a good outcome its sentence negates', () => {
    const c = classify(message('We will not be scheduling an interview for this role, and the position has been filled.'));
    expect(c.outcome).toBe('rejection');
    expect(classify(message('Sadly we are unable to invite you to an interview at this point.')).outcome).toBe('unknown');
  });

  it('leaves a job alert unknown, but not an application confirmation that lists similar jobs below it', () => {
    expect(classify(message('Jobs you may be interested in: Data Analyst at Harbor. Thank you for your interest in Harbor.')).outcome).toBe('unknown');
    expect(classify(message('We have received your application. Jobs you may be interested in: Data Analyst at Harbor.')).outcome).toBe('received');
  });

  it('leaves every non-English message unknown with its reason, whatever it says', () => {
    const german = classify(message('Vielen Dank für Ihre Bewerbung. Leider haben wir uns für andere Kandidaten entschieden, die besser zu uns passen.'));
    expect(german).toMatchObject({ outcome: 'unknown', reason: INBOUND_TEXT.notEnglish, rule: null });
    expect(classify(message('ご応募いただきありがとうございます。面接の日程についてご連絡いたします。')).reason).toBe(INBOUND_TEXT.notEnglish);
    expect(classify(message('Nothing to see here.')).reason).toBe(INBOUND_TEXT.noRule);
  });

  it('reads the company and role where they are written, passing over a mention that is not a name', () => {
    const c = classify(message('There is no opening at the moment for juniors, but for the Data Analyst opening at Fernway Labs we decided to move forward with other candidates.', { from: { address: 'priya@gmail.com', name: 'Priya Shah' } }));
    expect(c).toMatchObject({ outcome: 'rejection', company: 'Fernway Labs', role: 'Data Analyst', companyDomain: null });
    // A person's name is not a company, and a sentence's first word is not one either.
    expect(classify(message('We have received your application. Thank you for applying to\nThe team will be in touch.', { from: { address: 'priya@gmail.com', name: 'Priya Shah' } })).company).toBeNull();
  });

  it('takes the company domain from a company sender, never from an ATS, a job board or a mail provider', () => {
    const from = (address: string) => classify(message('We have received your application.', { from: { address, name: null } })).companyDomain;
    expect(from('talent@careers.acme.co.uk')).toBe('acme.co.uk');
    expect(from('talent@acme.com')).toBe('acme.com');
    for (const address of ['no-reply@us.greenhouse-mail.io', 'jobs-noreply@linkedin.com', 'a@gmail.com', 'alert@indeed.com', 'x@myworkday.com']) expect(from(address), address).toBeNull();
  });

  it('takes an interview time from the text only when it is the one time given and names its zone', () => {
    const invite = (when: string) => classify(message(`We would like to invite you to an interview ${when}.`)).interview;
    expect(invite('on Tuesday, December 8, 2026 at 2:00 PM ET')).toEqual({ title: null, startsAt: new Date('2026-12-08T19:00:00Z'), durationMinutes: null, location: null });
    expect(invite('on 2026-12-08 14:00 - 14:45 UTC')).toMatchObject({ startsAt: new Date('2026-12-08T14:00:00Z'), durationMinutes: 45 });
    // Written without a year: the next such date after the message.
    expect(invite('on Jan 5 at 9:30 a.m. EST')!.startsAt).toEqual(new Date('2027-01-05T14:30:00Z'));
    expect(invite('on December 8, 2026 at 2:00 PM')).toBeNull();
    expect(invite('on December 8 at 2 PM ET or December 9 at 10 AM ET')).toBeNull();
  });

  it('takes the interview from its calendar (a named zone, a Windows zone, UTC), and never from a floating time or a fake', () => {
    const withCalendar = (calendar: string) => classify(message('We would like to invite you to an interview.', { calendars: [calendar] }));
    const event = (lines: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\n${lines}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    expect(withCalendar(event('DTSTART;TZID=Europe/Berlin:20260708T090000\r\nDTEND;TZID=Europe/Berlin:20260708T100000\r\nSUMMARY:Onsite\\, Acme\r\nLOCATION:Acme HQ')).interview).toEqual({
      title: 'Onsite, Acme',
      startsAt: new Date('2026-07-08T07:00:00Z'),
      durationMinutes: 60,
      location: 'Acme HQ',
    });
    expect(withCalendar(event('DTSTART;TZID="Eastern Standard Time":20261208T140000\r\nDURATION:PT30M')).interview).toMatchObject({ startsAt: new Date('2026-12-08T19:00:00Z'), durationMinutes: 30 });
    expect(withCalendar(event('DTSTART:20261208T140000Z\r\nSUMMARY:Interview')).interview!.startsAt).toEqual(new Date('2026-12-08T14:00:00Z'));
    const floating = withCalendar(event('DTSTART:20261208T140000\r\nSUMMARY:Interview'));
    expect(floating).toMatchObject({ outcome: 'interview', interview: null, reason: null });
    const fake = withCalendar('<html><body>Download your invitation</body></html>');
    expect(fake).toMatchObject({ outcome: 'interview', interview: null, reason: INBOUND_TEXT.badCalendar });
  });

  it('reads an interview from a calendar whose event is one, when the text says nothing', () => {
    const c = classify(message('Please see the attached.', { calendars: ['BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20261208T140000Z\nSUMMARY:Phone screen: Jordan / Acme\nEND:VEVENT\nEND:VCALENDAR'] }));
    expect(c).toMatchObject({ outcome: 'interview', decisive: true, quote: 'Phone screen: Jordan / Acme' });
  });

  it('quotes a long sentence around its deciding words, within the quote limit', () => {
    const long = `${'We have spent a lot of time on this and we want to be thorough and fair to everyone, '.repeat(8)}and we have decided to move forward with other candidates, ${'which was not easy given the many strong applications, '.repeat(6)}.`;
    const c = classify(message(long));
    expect(c.quote!.length).toBeLessThanOrEqual(INBOUND_LIMITS.quoteMax);
    expect(c.quote).toContain('decided to move forward with other candidates');
  });

  it('never throws, on any text, subject, sender or calendar, and answers an outcome', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), fc.string({ maxLength: 200 }), fc.option(fc.emailAddress()), fc.array(fc.string({ maxLength: 500 }), { maxLength: 2 }), (text, subject, address, calendars) => {
        const c = classify({ from: address ? { address, name: null } : null, subject, date: null, text, calendars });
        expect(INBOUND_OUTCOMES).toContain(c.outcome);
        if (c.quote) expect(c.quote.length).toBeLessThanOrEqual(INBOUND_LIMITS.quoteMax);
      }),
      { numRuns: 500 },
    );
    // Words of the rules in random order: every phrase's parts, shuffled, still answer.
    const words = fc.constantFrom('thank', 'you', 'for', 'applying', 'not', 'interview', 'offer', 'assessment', 'decided', 'move', 'forward', 'with', 'other', 'candidates', 'at', 'Acme', 'the', 'Data', 'Analyst', 'position', 'on', 'December', '8,', '2026', '2:00', 'PM', 'ET', '\n', 'From:', 'Fwd:', '-----Original Message-----');
    fc.assert(
      fc.property(fc.array(words, { maxLength: 80 }), (tokens) => {
        expect(INBOUND_OUTCOMES).toContain(classify({ from: null, subject: '', date: null, text: tokens.join(' '), calendars: [] }).outcome);
      }),
      { numRuns: 500 },
    );
  });
});

describe('reading a raw message', () => {
  it('refuses a message bomb as too complex: 1,000 levels of nesting, 5,000 parts, a 100 KB header', async () => {
    expect(await readMessage(nested(1_000), LIMITS)).toEqual({ ok: false, reason: 'tooComplex' });
    expect(await readMessage(parts(5_000), LIMITS)).toEqual({ ok: false, reason: 'tooComplex' });
    const hugeHeader = mime([...HEADERS, `X-Padding: ${'a'.repeat(100 * 1024)}`, 'Content-Type: text/plain', '', 'Thank you for applying.']);
    expect(await readMessage(hugeHeader, LIMITS)).toEqual({ ok: false, reason: 'tooComplex' });
  });

  it('refuses at the caps and reads just below them', () => {
    expect(scanMessage(nested(INBOUND_LIMITS.maxDepth))).toBeNull();
    expect(scanMessage(nested(INBOUND_LIMITS.maxDepth + 1))).toBe('tooComplex');
    expect(scanMessage(parts(INBOUND_LIMITS.maxParts - 1))).toBeNull();
    expect(scanMessage(parts(INBOUND_LIMITS.maxParts))).toBe('tooComplex');
    // A part's header block counts as the message's does.
    const partHeader = (bytes: number) =>
      mime([...HEADERS, 'Content-Type: multipart/mixed; boundary="h"', '', '--h', `X-Padding: ${'a'.repeat(bytes)}`, 'Content-Type: text/plain', '', 'hi', '--h--']);
    expect(scanMessage(partHeader(INBOUND_LIMITS.maxHeaderBytes - 100))).toBeNull();
    expect(scanMessage(partHeader(INBOUND_LIMITS.maxHeaderBytes))).toBe('tooComplex');
    // Attached messages nest as multiparts do.
    const attached = (depth: number) => mime([...HEADERS, ...Array.from({ length: depth }, () => 'Content-Type: message/rfc822\r\n\r\nFrom: a@b.c'), 'Content-Type: text/plain', '', 'hi']);
    expect(scanMessage(attached(INBOUND_LIMITS.maxDepth))).toBeNull();
    expect(scanMessage(attached(INBOUND_LIMITS.maxDepth + 1))).toBe('tooComplex');
  });

  it('refuses over 10 MB as too large, and what is not a message as not e-mail', async () => {
    expect(await readMessage(Buffer.concat([mime([...HEADERS, 'Content-Type: text/plain', '', '']), Buffer.alloc(INBOUND_LIMITS.messageMaxBytes, 97)]), LIMITS)).toEqual({ ok: false, reason: 'tooLarge' });
    const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
    expect(await readMessage(pdf, LIMITS)).toEqual({ ok: false, reason: 'notEmail' });
    for (const notMail of ['Dear hiring manager,\n\nPlease find my resume attached.\n', 'Note: call Acme back\n\nabout the interview', '{"from": "a@b.c"}', '']) {
      expect(scanMessage(Buffer.from(notMail)), notMail).toBe('notEmail');
    }
    // A message saved by Thunderbird starts with its mailbox separator line.
    expect(scanMessage(mime(['From - Tue Dec 01 10:00:00 2026', ...HEADERS, 'Content-Type: text/plain', '', 'hi']))).toBeNull();
  });

  it('reads the headers as written: a bad date is none, the sender lower-case, text capped', async () => {
    const message = await read(mime([
      'From: "Acme Recruiting" <Talent@ACME.com>',
      'To: x7k2m9q4p1w8r5t3v6y0z2a4b6@upward.local',
      'Subject: =?utf-8?Q?Caf=C3=A9_application?=',
      'Date: sometime next week',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'x'.repeat(INBOUND_LIMITS.textMaxChars + 10),
    ]));
    expect(message).toMatchObject({ from: { address: 'talent@acme.com', name: 'Acme Recruiting' }, subject: 'Café application', date: null, calendars: [] });
    expect(message.text.length).toBe(INBOUND_LIMITS.textMaxChars);
  });
});
