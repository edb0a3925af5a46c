// The rules table (rules.ts) applied to one read message: pure, synchronous and quick (its
// expressions are compiled once, when this module loads; scripts/bench-inbound.ts times it).
//
// A forwarded message is read as the original (forward.ts): its sender, date, subject and text.
// A message not in English (language.ts) stays unknown. Otherwise every outcome's phrases are
// searched in the subject and the text; the decisive matches decide by OUTCOME_PRECEDENCE, and
// only when there is none do the weak ones; a phrase of a good outcome negated in its clause does
// not count, and a job alert or digest says nothing unless a decisive phrase matched. An attached
// calendar whose event is an interview counts as a decisive interview. Then the company, the role
// and the posting's id are read, and the interview's time from the calendar, else (for an
// invitation) from the text, when the text names exactly one time. Whatever cannot be read
// without guessing is left null: unknown is better than wrong.
import { INBOUND_LIMITS, INBOUND_OUTCOME_LABELS, INBOUND_TEXT, type KnownOutcome } from '#shared/constants/inbound-mail.ts';
import { boardPostingOf } from '#shared/rules/job-posting.ts';
import type { InboundInterview } from '#shared/schemas/inbound-mail.ts';
import type { Classification, ReadMessage } from '../message.ts';
import { interviewMinutes, readCalendar, type CalendarEvent } from './calendar.ts';
import { timesIn, type TextTime } from './dates.ts';
import { FORWARDED_SUBJECT, forwardedOriginal } from './forward.ts';
import { isEnglish } from './language.ts';
import {
  COMPANY_PLACES,
  GENERIC_NAMES,
  NAME_AT_COMPANY,
  NAME_SUFFIXES,
  NEGATABLE,
  NEGATION,
  NOT_AN_UPDATE,
  NOT_COMPANY_DOMAINS,
  OUTCOME_PRECEDENCE,
  PHRASES,
  POSTING_LINKS,
  ROLE_PLACES,
  SENDERS,
  SLUG_LINKS,
  type SenderRule,
} from './rules.ts';

// ---- The table, compiled ----

/** A space of a phrase matches any run of white space. */
const spaced = (source: string) => source.replaceAll(' ', String.raw`\s+`);
const anyOf = (sources: readonly string[]) => (sources.length === 0 ? null : new RegExp(String.raw`\b(?:${sources.map(spaced).join('|')})`, 'gi'));

type Field = 'company' | 'role';

/** A place a name is written: the expression, the names it captures in order, and the one that runs to the end of its line, if any. */
interface Place {
  pattern: RegExp;
  fields: Field[];
  trailing: Field | null;
}

function placeOf(source: string): Place {
  const fields: Field[] = [];
  let trailing: Field | null = null;
  const body = spaced(source).replace(/\{(company|role)\}(\$?)$|\{(company|role)\}/g, (_all, last: string | undefined, end: string, inner: string | undefined) => {
    fields.push((last ?? inner) as Field);
    if (last) {
      trailing = last as Field;
      return `([^\\n]{1,100})${end}`;
    }
    return '([^\\n]{1,100}?)';
  });
  return { pattern: new RegExp(`${body.startsWith('^') ? '' : String.raw`\b`}${body}`, 'gim'), fields, trailing };
}

interface CompiledSender {
  rule: SenderRule;
  /** In precedence order. */
  outcomes: { outcome: KnownOutcome; decisive: RegExp; weak: RegExp | null }[];
  companyPlaces: Place[];
  rolePlaces: Place[];
}

const COMPILED: CompiledSender[] = SENDERS.map((rule) => ({
  rule,
  outcomes: OUTCOME_PRECEDENCE.map((outcome) => {
    const own = rule.phrases[outcome];
    return {
      outcome,
      decisive: anyOf([...(own?.decisive ?? []), ...PHRASES[outcome].decisive])!,
      weak: anyOf([...(own?.weak ?? []), ...PHRASES[outcome].weak]),
    };
  }),
  companyPlaces: [...rule.company, ...COMPANY_PLACES].map(placeOf),
  rolePlaces: [...rule.role, ...ROLE_PLACES].map(placeOf),
}));
const COMPANY_MAIL = COMPILED.find((c) => c.rule.domains.length === 0)!;
const ATS_DOMAINS = SENDERS.flatMap((s) => s.domains);

const NEGATED = new RegExp(NEGATION, 'i');
const NOT_AN_UPDATE_PATTERN = anyOf(NOT_AN_UPDATE)!;
const GENERIC_NAME = new RegExp(GENERIC_NAMES, 'i');
const NAME_SUFFIX = new RegExp(NAME_SUFFIXES, 'i');
const NAME_AT = new RegExp(NAME_AT_COMPANY, 'i');
const POSTING_PATTERNS = POSTING_LINKS.map((source) => new RegExp(source));
const SLUG_PATTERNS = SLUG_LINKS.map((source) => new RegExp(source, 'i'));
const LINK = /https?:\/\/[^\s<>"'\])]+/g;
const INTERVIEW_EVENT = /\b(?:interview|phone screen|screening|onsite|on-site|technical screen)\b/i;
/** An invitation states its time once or twice (the text, a summary, a signature's reminder). */
const TIMES_READ = 10;
const DURATION_TEXT = /\b(\d{2,3})[-\s]?min(?:ute)?s?\b|\b(an?|one) hour\b/i;

/**
 * The text the rules read: an employer's answer is a few hundred characters, and past this is a
 * thread's history and footers. It bounds what a message can cost the event loop (classify runs on
 * the server's thread) whatever its 100,000 characters hold.
 */
const RULES_READ_CHARS = 20_000;

// ---- Names ----

const STOP_WORDS = new Set(
  'thank thanks we our your you i hi hello dear the this that please best regards unfortunately congratulations sincerely if as at in on for to a an it kind warm looking after following here there all'.split(' '),
);
const COMPANY_WORD = /^(?:[A-Z0-9][\w&'+.-]*|[a-z]+[A-Z][\w&-]*)$/;
const COMPANY_JOINERS = new Set(['&', 'and', 'of', 'de', 'und', 'y']);
const COMPANY_ABBREVIATIONS = /^(?:inc|co|corp|ltd|llc|plc|l\.p|s\.a|n\.v|gmbh)\.$/i;
const ROLE_WORD = /^[([]?(?:[A-Z0-9&][\w&'+#/.-]*|[a-z]+[A-Z][\w-]*)[)\],]?$/;
const ROLE_JOINERS = new Set(['of', 'and', '&', 'in', 'for', 'the', 'to', '-', '–', '—', '/', '|', 'de']);
const ROLE_ABBREVIATIONS = /^(?:sr|jr|assoc|asst|mgr|eng|dept|intl)\.$/i;
/** "(R-10234)", "(Job ID 2026-4421)": a requisition's number written after the title. */
const REQUISITION = /\s*[([][^()[\]]*\d[^()[\]]*[)\]]/g;

/**
 * The name at the start of `written`: a run of company words or title words. With `whole`, all of
 * `written` must be the name (it was captured between fixed words); otherwise the run ends at the
 * first word that is not a name's, or at the end of a sentence.
 */
function nameRun(written: string, field: Field, whole: boolean): string | null {
  const words = written.trim().split(/\s+/);
  const taken: string[] = [];
  const max = field === 'company' ? 6 : 12;
  const joiners = field === 'company' ? COMPANY_JOINERS : ROLE_JOINERS;
  let stopped = false;
  for (const [i, raw] of words.entries()) {
    let word = raw;
    let last = false;
    if (field === 'company' && /[,;:!?)]$/.test(word)) {
      word = word.replace(/[,;:!?)]+$/, '');
      last = true;
    }
    if (/['’]s$/.test(word)) {
      word = word.slice(0, -2);
      last = true;
    } else if (word.endsWith('.') && !(field === 'company' ? COMPANY_ABBREVIATIONS : ROLE_ABBREVIATIONS).test(word)) {
      word = word.slice(0, -1);
      last = true;
    } else if (field === 'company' && COMPANY_ABBREVIATIONS.test(word)) {
      last = true;
    }
    const valid = word !== '' && (field === 'company' ? COMPANY_WORD : ROLE_WORD).test(word);
    if (!(valid || (taken.length > 0 && joiners.has(word.toLowerCase())))) {
      stopped = true;
      break;
    }
    taken.push(word);
    if (last && i < words.length - 1) {
      stopped = true;
      break;
    }
  }
  if ((whole && stopped) || taken.length === 0 || taken.length > max) return null;
  while (taken.length > 0 && joiners.has(taken.at(-1)!.toLowerCase())) taken.pop();
  if (taken.length === 0 || STOP_WORDS.has(taken[0]!.toLowerCase())) return null;
  const name = taken.join(' ');
  const cleaned = (field === 'role' ? name.replace(REQUISITION, '') : name).replace(/[\s,;:–—-]+$/, '').trim();
  return cleaned.length >= 2 ? cleaned.slice(0, field === 'company' ? INBOUND_LIMITS.companyMax : INBOUND_LIMITS.roleMax) : null;
}

/** Matches of one place tried before the next place: "position at the moment" may come before "position at Acme". */
const PLACE_TRIES = 5;

/** The first name `places` read in the text, for `field`. */
function nameIn(text: string, places: readonly Place[], field: Field): string | null {
  for (const place of places) {
    place.pattern.lastIndex = 0;
    for (let tries = 0, m = place.pattern.exec(text); m && tries < PLACE_TRIES; tries++, m = place.pattern.exec(text)) {
      const name = nameOfMatch(place, m, field);
      if (name) return name;
      // A name runs to the end of its line: the next try starts inside this match, not after it.
      place.pattern.lastIndex = m.index + 1;
    }
  }
  return null;
}

/** The name for `field` a place's match reads, when every name it captures reads as one. */
function nameOfMatch(place: Place, m: RegExpExecArray, field: Field): string | null {
  let found: string | null = null;
  for (const [i, f] of place.fields.entries()) {
    const name = nameRun(m[i + 1]!, f, place.trailing !== f);
    if (name === null) return null;
    if (f === field) found ??= name;
  }
  return found;
}

/** The company a display name names, when it plainly does: "Acme Recruiting", "Priya at Acme", or the sender domain's own name. */
function companyOfDisplayName(name: string | null, companyDomain: string | null): string | null {
  if (!name) return null;
  const at = NAME_AT.exec(name);
  let stripped = (at ? at[1]! : name).trim();
  for (let before = ''; before !== stripped; ) {
    before = stripped;
    stripped = stripped.replace(NAME_SUFFIX, '').trim();
  }
  if (!stripped || GENERIC_NAME.test(stripped)) return null;
  const squashed = stripped.toLowerCase().replace(/[^a-z0-9]/g, '');
  const domainName = companyDomain?.split('.')[0] ?? '';
  const plain = at !== null || stripped !== name.trim() || (squashed.length >= 3 && domainName.length >= 3 && (domainName.startsWith(squashed) || squashed.startsWith(domainName)));
  return plain ? nameRun(stripped, 'company', true) : null;
}

/** "northwind-traders" → "Northwind Traders": a board's slug as a name, the last resort. */
function companyOfSlug(text: string): string | null {
  for (const pattern of SLUG_PATTERNS) {
    const slug = pattern.exec(text)?.[1];
    if (!slug || /^(?:embed|jobs?|careers?|external|en-us)$/i.test(slug)) continue;
    const name = decodeURIComponent(slug)
      .split(/[-_.%\s]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ');
    if (name) return name.slice(0, INBOUND_LIMITS.companyMax);
  }
  return null;
}

function postingIdIn(text: string): string | null {
  for (const [link] of text.matchAll(LINK)) {
    const posting = boardPostingOf(link.replace(/[.,;:!?]+$/, ''));
    if (posting) return posting.postingId;
  }
  for (const pattern of POSTING_PATTERNS) {
    const id = pattern.exec(text)?.[1];
    if (id) return id;
  }
  return null;
}

// ---- Senders ----

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();
const isUnder = (domain: string, list: readonly string[]) => list.some((d) => domain === d || domain.endsWith(`.${d}`));

/** The organisation's domain: "careers.acme.co.uk" → "acme.co.uk", "mail.acme.com" → "acme.com". */
function registrable(domain: string): string {
  const labels = domain.split('.');
  const keep = labels.length >= 3 && /^(?:co|com|org|net|ac|gov|edu)$/.test(labels.at(-2)!) && labels.at(-1)!.length === 2 ? 3 : 2;
  return labels.slice(-keep).join('.');
}

// ---- Outcome ----

interface Decision {
  outcome: KnownOutcome;
  decisive: boolean;
  /** Where in the text the deciding phrase is; null when the calendar decided. */
  at: { start: number; end: number } | null;
  quote: string | null;
}

/** Whether the clause before `index` negates what follows ("we will not be scheduling…"). */
function negated(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 120), index);
  const clause = before.split(/[.!?,;:]|\n\s*\n/).at(-1) ?? '';
  return NEGATED.test(clause);
}

function firstMatch(pattern: RegExp, text: string, negatable: boolean): RegExpExecArray | null {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) if (!negatable || !negated(text, m.index)) return m;
  return null;
}

/** The sentence around a match, on one line, at most INBOUND_LIMITS.quoteMax characters (cut around the match when longer). */
function quoteAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 400), start);
  const opening = Math.max(...[...before.matchAll(/[.!?](?=\s)|\n\s*\n/g)].map((m) => m.index + m[0].length), 0);
  const after = text.slice(end, end + 400);
  const closing = after.search(/[.!?](?=\s|$)|\n\s*\n/);
  const sentenceStart = Math.max(0, start - before.length) + opening;
  const sentenceEnd = closing === -1 ? end + after.length : end + closing + 1;
  const flat = (s: string) => s.replace(/\s+/g, ' ');
  const sentence = flat(text.slice(sentenceStart, sentenceEnd)).trim();
  if (sentence.length <= INBOUND_LIMITS.quoteMax) return sentence;
  const lead = flat(text.slice(sentenceStart, start)).trimStart();
  const from = Math.max(0, Math.min(lead.length - 60, sentence.length - INBOUND_LIMITS.quoteMax + 2));
  const cut = sentence.slice(from, from + INBOUND_LIMITS.quoteMax - 2).trim();
  return `${from > 0 ? '…' : ''}${cut}…`.slice(0, INBOUND_LIMITS.quoteMax);
}

function decide(sender: CompiledSender, text: string, event: CalendarEvent | null): Decision | null {
  const decisive: Decision[] = [];
  for (const { outcome, decisive: pattern } of sender.outcomes) {
    const m = firstMatch(pattern, text, NEGATABLE.has(outcome));
    if (m) decisive.push({ outcome, decisive: true, at: { start: m.index, end: m.index + m[0].length }, quote: null });
  }
  if (event?.title && !event.cancelled && INTERVIEW_EVENT.test(event.title)) decisive.push({ outcome: 'interview', decisive: true, at: null, quote: event.title });
  if (decisive.length > 0) return OUTCOME_PRECEDENCE.map((o) => decisive.find((d) => d.outcome === o)).find((d) => d !== undefined)!;
  if (firstMatch(NOT_AN_UPDATE_PATTERN, text, false)) return null;
  for (const { outcome, weak } of sender.outcomes) {
    const m = weak && firstMatch(weak, text, NEGATABLE.has(outcome));
    if (m) return { outcome, decisive: false, at: { start: m.index, end: m.index + m[0].length }, quote: null };
  }
  return null;
}

// ---- Interview ----

function interviewOf(outcome: KnownOutcome, event: CalendarEvent | null, text: string, sentAt: Date | null): InboundInterview | null {
  if (outcome !== 'interview' && outcome !== 'assessment') return null;
  if (event?.startsAt && !event.cancelled) {
    return { title: event.title, startsAt: event.startsAt, durationMinutes: event.durationMinutes, location: event.location };
  }
  // A deadline is not an appointment: an assessment's time comes only from a calendar.
  if (outcome !== 'interview') return null;
  let first: TextTime | null = null;
  let seen = 0;
  for (const time of timesIn(text, sentAt)) {
    // Several times are slots to choose from, not the interview; a time repeated past reason is not one invitation.
    if ((first && time.start.getTime() !== first.start.getTime()) || ++seen > TIMES_READ) return null;
    first ??= time;
  }
  if (!first) return null;
  const { start, end } = first;
  const stated = DURATION_TEXT.exec(text);
  const minutes = interviewMinutes(end ? Math.round((end.getTime() - start.getTime()) / 60_000) : stated ? (stated[1] ? Number(stated[1]) : 60) : null);
  return { title: null, startsAt: start, durationMinutes: minutes, location: null };
}

// ---- The classification ----

const normalise = (text: string) =>
  text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '');

export function classify(message: ReadMessage): Classification {
  const outerSubject = normalise(message.subject.slice(0, INBOUND_LIMITS.subjectMax));
  const original = forwardedOriginal(normalise(message.text), outerSubject);
  const sent = original?.from ?? message.from;
  // A display name longer than a company's is none (and would cost the name rules time for nothing).
  const from = sent && { address: sent.address, name: sent.name && sent.name.length <= INBOUND_LIMITS.companyMax ? sent.name : null };
  const sender = from?.address ?? '';
  const domain = sender ? domainOf(sender) : '';
  const compiled = (domain && COMPILED.find((c) => c.rule.domains.length > 0 && isUnder(domain, c.rule.domains))) || COMPANY_MAIL;
  const companyDomain = domain && !isUnder(domain, ATS_DOMAINS) && !isUnder(domain, NOT_COMPANY_DOMAINS) ? registrable(domain) : null;
  const sentAt = original?.date ?? message.date;
  const subject = (original?.subject ? normalise(original.subject).slice(0, INBOUND_LIMITS.subjectMax) : outerSubject).replace(FORWARDED_SUBJECT, '').trim();
  const body = (original?.text ?? normalise(message.text)).slice(0, RULES_READ_CHARS);
  // The subject is a paragraph of its own: a phrase's clause or quote never runs into the text.
  const text = `${subject}\n\n${body}`;

  const unknown = (reason: string): Classification => ({
    outcome: 'unknown',
    rule: null,
    quote: null,
    reason,
    decisive: false,
    sender,
    subject,
    companyDomain,
    company: null,
    role: null,
    postingId: null,
    interview: null,
    sentAt,
  });
  if (!isEnglish(text)) return unknown(INBOUND_TEXT.notEnglish);

  const events = message.calendars.map(readCalendar);
  const event = events.find((e) => e !== null && !e.cancelled) ?? null;
  const decision = decide(compiled, text, event);
  if (!decision) return unknown(INBOUND_TEXT.noRule);

  const { outcome } = decision;
  // The text names the company most fully ("Copperleaf Foundation" where the sender is "Copperleaf Careers").
  const company =
    nameIn(text, compiled.companyPlaces, 'company') ??
    companyOfDisplayName(from?.name ?? null, companyDomain) ??
    // An ATS sends in the company's name ("Acme" <no-reply@…>): read as written once the text has not named it.
    (compiled !== COMPANY_MAIL && from?.name && !GENERIC_NAME.test(from.name) ? nameRun(from.name, 'company', true) : null) ??
    companyOfSlug(text);
  const interview = interviewOf(outcome, event, body, sentAt);
  return {
    outcome,
    rule: { id: `${compiled.rule.id}.${outcome}`, label: `${compiled.rule.name}: ${INBOUND_OUTCOME_LABELS[outcome].toLowerCase()}` },
    quote: decision.at ? quoteAround(text, decision.at.start, decision.at.end) : decision.quote!.slice(0, INBOUND_LIMITS.quoteMax),
    reason: events.some((e) => e === null) ? INBOUND_TEXT.badCalendar : null,
    decisive: decision.decisive,
    sender,
    subject,
    companyDomain,
    company,
    role: nameIn(text, compiled.rolePlaces, 'role'),
    postingId: postingIdIn(text),
    interview,
    sentAt,
  };
}
