// How the lines of a section group: bullets and the wrapped ends of lines, entries (a header with
// its dates, then a description) and list items; and the pieces a header line holds (a place among
// them). Patterns are flat alternations, and each line is looked at a bounded number of times.
import { findDates, type FoundDates } from './dates.ts';

/** Bullet markers, including the private-use bullets Word's Symbol font extracts as. */
export const BULLET = /^(?:[•▪●◦‣∙➢➤►✓✔\uf0b7\uf0a7\uf076\uf0d8]\s*|[*·o-]\s+)/u;
export const bulletText = (line: string): string | null => (BULLET.test(line) ? line.replace(BULLET, '').trim() : null);

/** Pieces of a line split at the separators resumes put between fields. */
export const pieces = (line: string) =>
  line
    .split(/\s+[|·•–—-]\s+|\s*\|\s*/)
    .map((piece) => piece.trim())
    .filter(Boolean);

const STATE_LOCATION = /^[A-Z][\p{L}.'’ -]{0,40},\s?[A-Z]{2}(?:\s+\d{5})?$/u;
const PLACE_LOCATION = /^[A-Z][\p{L}.'’ -]{0,40},\s?[A-Z][\p{L}.'’ -]{2,40}$/u;
const NOT_A_PLACE = /,\s?(?:inc|llc|ltd|corp|plc|gmbh|limited|company)\b|,\s?co\./i;
const REMOTE = /^(?:remote|hybrid|on-?site)(?:\s*\([^)]{1,40}\))?$/i;
export const isLocation = (text: string) => (STATE_LOCATION.test(text) || PLACE_LOCATION.test(text) || REMOTE.test(text)) && !NOT_A_PLACE.test(text);

/** Words that name a role: a job title, a club office, a part in a project. */
export const TITLE_WORDS =
  /\b(?:engineer|developer|manager|director|analyst|designer|consultant|specialist|coordinator|assistant|associate|intern|lead|head|officer|president|vp|scientist|researcher|architect|administrator|technician|nurse|teacher|professor|lecturer|representative|executive|supervisor|accountant|advis[eo]r|editor|writer|producer|strategist|programmer|founder|co-founder|partner|agent|clerk|therapist|physician|pharmacist|instructor|tutor|fellow|recruiter|marketer|planner|operator|mechanic|electrician|attorney|paralegal|chef|cashier|trainee|apprentice|owner|member|volunteer|mentor|captain|treasurer|secretary|chair|chairperson|organi[sz]er|ambassador|coach|leader|counsell?or|contributor|maintainer|creator|solo)s?\b/i;

const MINOR_WORDS = new Set(['of', 'and', 'at', 'in', 'for', 'the', 'a', 'an', 'on', 'to', '&', 'de', 'la']);

/**
 * Whether a line reads like a job's or a school's heading (names in title case, short) rather than a
 * sentence of description: Word's list items reach us without their markers.
 */
export function headerLike(line: string): boolean {
  const words = line.split(' ').filter((word) => /\p{L}/u.test(word) && !MINOR_WORDS.has(word));
  if (words.length <= 3) return true;
  return words.filter((word) => /^[^\p{L}]*\p{Lu}/u.test(word)).length >= 0.6 * words.length && line.length <= 250;
}

export interface Block {
  header: string[];
  bullets: string[];
  /** Lines after the header that are not bullets (a DOCX's list items lose their markers). */
  notes: string[];
  dated: boolean;
  /** Header lines after the one with the dates: a company line may follow a title's (one, no more). */
  afterDate: number;
}

/**
 * Whether line `i` of a section is the wrapped end of the line before it. The longest line stands
 * for the column's width: a line that follows one so full that its first word could not have fitted
 * there is that line's wrapped end, not a new heading; so is one that starts in lower case.
 */
export function wrappedAt(section: readonly string[], i: number, width: number): boolean {
  const line = section[i]!;
  const before = section[i - 1] ?? '';
  if (/^[\p{Ll}\d(]/u.test(line)) return true;
  return !/[.!?]$/.test(before) && before.length + 1 + line.split(' ')[0]!.length >= 0.85 * width;
}

export const widthOf = (section: readonly string[]) => section.reduce((max, line) => Math.max(max, line.length), 0);

/** A header line that names a role and where it was held ("Treasurer, Chess Club", "Tutor | Literacy Now"). */
const namesRole = (line: string) => TITLE_WORDS.test(line) && (pieces(line).length >= 2 || /,\s|\s+at\s+|\s@\s/.test(line));
const withoutDates = (line: string) => findDates(line)?.rest ?? line;

/**
 * The entries of a section of jobs or degrees. A line with a date (or one followed within two lines
 * by a date) starts an entry once the current one has its own, unless it reads as the wrapped end of
 * the bullet before it; otherwise a line continues the current entry: its header while the header is
 * short, then its description. Projects and activities often carry no dates (`undated`): there a
 * heading-like line without dates also starts an entry after a bullet that it does not continue, or
 * after a header line that already named a role and where ("President, Chess Club") when it names
 * both too ("Member, Rowing Team").
 */
export function entries(section: readonly string[], undated = false): Block[] {
  const blocks: Block[] = [];
  const dated = section.map((line) => bulletText(line) === null && findDates(line) !== null);
  const dateAhead = (i: number) => {
    for (let j = i; j < Math.min(i + 3, section.length); j++) {
      if (bulletText(section[j]!) !== null) return false;
      if (dated[j]) return true;
    }
    return false;
  };
  const width = widthOf(section);
  const wrapped = (i: number) => wrappedAt(section, i, width);
  let block: Block | undefined;
  section.forEach((line, i) => {
    const bullet = bulletText(line);
    if (bullet !== null) {
      if (!block) blocks.push((block = { header: [], bullets: [], notes: [], dated: false, afterDate: 0 }));
      block.bullets.push(bullet);
      return;
    }
    const afterBullet = block !== undefined && block.bullets.length > 0;
    const starts =
      !block ||
      (block.dated &&
        !(afterBullet && !dated[i] && wrapped(i)) &&
        (dated[i] || (dateAhead(i) && headerLike(line) && (block.bullets.length > 0 || block.notes.length > 0 || block.header.length >= 2)))) ||
      (undated &&
        !dated[i] &&
        headerLike(line) &&
        (afterBullet
          ? // Fields set apart with bars are a header's, never a sentence's wrapped end.
            !wrapped(i) || line.includes(' | ')
          : block.notes.length === 0 && namesRole(withoutDates(block.header.at(-1) ?? '')) && namesRole(line)));
    if (starts) {
      blocks.push((block = { header: [line], bullets: [], notes: [], dated: dated[i]!, afterDate: 0 }));
      return;
    }
    block = block!;
    if (block.bullets.length > 0) block.bullets[block.bullets.length - 1] += ` ${line}`;
    else if (!block.dated || (block.notes.length === 0 && block.afterDate === 0 && headerLike(line) && !/[.!]$/.test(line))) {
      if (block.dated) block.afterDate++;
      block.header.push(line);
      block.dated ||= dated[i]!;
    } else block.notes.push(line);
  });
  return blocks;
}

/** The header lines of an entry, its dates taken out, as pieces. */
export function headerPieces(block: Block): { dates: FoundDates | null; parts: string[] } {
  let dates: FoundDates | null = null;
  const parts: string[] = [];
  for (const line of block.header) {
    const found: FoundDates | null = dates ? null : findDates(line);
    if (found) dates = found;
    parts.push(...pieces(found ? found.rest : line));
  }
  return { dates, parts };
}

/** A piece's trailing ", City, ST" split off as the location. */
export function splitLocation(piece: string): [string, string] {
  const match = /^(.+?),\s*([A-Z][\p{L}.'’ -]{0,40},\s?[A-Z]{2})$/u.exec(piece);
  return match ? [match[1]!, match[2]!] : [piece, ''];
}

/** The items of a list section: bulleted items with their wrapped lines joined, else one a line. */
export function listItems(section: readonly string[]): string[] {
  const bulleted = section.some((line) => bulletText(line) !== null);
  const items: string[] = [];
  for (const line of section) {
    const bullet = bulletText(line);
    if (bullet !== null || !bulleted || items.length === 0) items.push(bullet ?? line);
    else items[items.length - 1] += ` ${line}`;
  }
  return items;
}
