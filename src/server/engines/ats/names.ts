// Employers' and schools' own names: never a keyword. The target's company (given when the job or
// application is known, else read from the description) and the resume's employers, schools and
// organisations, each with the short forms an ad or a resume uses ("Northwind" for "Northwind
// Health", "UIC" for "University of Illinois Chicago"). The description's words inside a name are
// not counted as terms, so "Northwind Health leaders" offers neither "northwind" nor "health".
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { keyOf, phraseKey, phraseStarts, tokenize, type Token } from './text.ts';
import type { Lexicon } from './vocabulary.ts';

export interface NameBook {
  keys: Set<string>;
  /** The longest form starting with each word, for the scan. */
  starts: Map<string, number>;
}

/** Company endings that are not part of the name an ad repeats. */
const LEGAL_ENDING = new Set(['inc', 'llc', 'ltd', 'llp', 'lp', 'plc', 'corp', 'corporation', 'co', 'company', 'gmbh']);

/** The forms of one name: in full, without "The" and a legal ending, each leading run of words, and its initials. */
function forms(name: string, lex: Lexicon): string[] {
  let tokens: Token[] = tokenize(name);
  if (tokens[0]?.stem === 'the') tokens = tokens.slice(1);
  const full = tokens.length > 0 ? keyOf(tokens, 0, tokens.length) : '';
  while (tokens.length > 1 && LEGAL_ENDING.has(tokens.at(-1)!.stem)) tokens = tokens.slice(0, -1);
  if (tokens.length === 0) return [];
  const out = new Set([full]);
  // "Northwind", "Northwind Health": a leading run, but not a lone filler word or skill ("Epic" of "Epic Systems").
  for (let n = 1; n <= tokens.length; n++) {
    const key = keyOf(tokens, 0, n);
    if (n > 1 || tokens.length === 1 || (!lex.stopWords.has(key) && !lex.byKey.has(key))) out.add(key);
  }
  // Initials of three or more words ("UIC"), unless they spell a skill or a word: "Georgia Institute
  // of Technology" is not Git. "H-E-B" reads as the letters h, e, b; written "HEB" it is one word.
  const capitals = tokens.filter((t) => /^[A-Z]/.test(t.surface) && !lex.stopWords.has(t.stem));
  const initials = [capitals.length >= 3 ? capitals.map((t) => t.surface[0]!.toLowerCase()).join('') : '', tokens.length >= 2 && tokens.every((t) => t.surface.length === 1) ? tokens.map((t) => t.stem).join('') : ''];
  for (const key of initials) if (key && !lex.byKey.has(key) && !lex.stopWords.has(key)) out.add(key);
  out.delete('');
  return [...out];
}

/** A name and its forms, split where a resume joins two ("Latinx Business Association, UT Austin"). */
export function nameBook(names: readonly string[], lex: Lexicon): NameBook {
  const keys = new Set<string>();
  for (const name of names) for (const part of name.split(/\s*[,;()]\s*/)) for (const form of forms(part, lex)) keys.add(form);
  return { keys, starts: phraseStarts(keys) };
}

/** The resume's employers, schools and organisations. */
export const resumeNames = (content: ResumeContent): string[] => [
  ...content.experience.map((e) => e.company),
  ...content.education.map((e) => e.institution),
  ...content.volunteer.map((e) => e.organization),
  ...content.leadership.map((e) => e.organization),
];

/** A run of capitalised words, with the small words a name may hold ("Bank of America", "Ernst & Young"). */
const NAME = String.raw`((?:[A-Z][\w'’.&-]*)(?:[ \t]+(?:[A-Z][\w'’.&-]*|&|of|and|for|the)){0,5})`;
const VERBS =
  'is|are|was|has|have|runs|run|builds|makes|helps|seeks|provides|serves|operates|offers|develops|designs|creates|delivers|partners|powers|connects|brings|believes|employs|supports|specializes|specialises|exists|invests|sells|manages|owns|was founded';
/** "At Northwind Health, we…", "Join Northwind!", "About Northwind Health:", "Northwind is hiring", "Northwind Inc." */
const CERTAIN = [
  new RegExp(String.raw`\b(?:At|Join|About|Why)\s+${NAME}(?=\s*[,:!.]|\s+(?:we|you|is|are|has)\b)`, 'g'),
  new RegExp(String.raw`${NAME}\s+(?:is|are)\s+(?:hiring|looking|seeking|recruiting|growing)\b`, 'g'),
  new RegExp(String.raw`${NAME},?\s+(?:Inc|LLC|Ltd|LLP|Corp|GmbH)\b`, 'g'),
];
/** "Northwind Health runs 40 clinics": a name opening a sentence with a verb of what a company does. */
const OPENING = new RegExp(String.raw`(?:^|[.!?]\s+|\n\s*)${NAME}\s+(?:${VERBS})\b`, 'g');

/** Whether the text names `name` again after `from`, inside a sentence, where only a name keeps its capitals. */
function namedAgain(text: string, name: string, from: number): boolean {
  for (let at = text.indexOf(name, from); at >= 0; at = text.indexOf(name, at + 1)) {
    let before = at - 1;
    while (before >= 0 && (text[before] === ' ' || text[before] === '\t')) before--;
    if (before >= 0 && !'.!?:;\n'.includes(text[before]!)) return true;
  }
  return false;
}

/**
 * The company a pasted description names, as best its wording shows: a name in a phrase only a
 * company takes ("At X, we", "Join X", "X is hiring"), or one that opens a sentence with what it
 * does and is named again mid-sentence. A skill ("Python is required") or a common opening ("Our",
 * "The team") is never taken for a name.
 */
export function namesInDescription(description: string, lex: Lexicon): string[] {
  const found = new Set<string>();
  const take = (name: string) => {
    const tokens = tokenize(name);
    const first = tokens[0];
    if (!first || lex.stopWords.has(first.stem) || lex.byKey.has(phraseKey(name))) return;
    found.add(name);
  };
  for (const pattern of CERTAIN) for (const match of description.matchAll(pattern)) take(match[1]!);
  for (const match of description.matchAll(OPENING)) {
    if (namedAgain(description, match[1]!, match.index + match[0].length)) take(match[1]!);
  }
  return [...found];
}

/** The token positions that hold a name, longest form first at each place. */
export function nameSpans(tokens: readonly Token[], book: NameBook): { at: number; count: number }[] {
  const spans: { at: number; count: number }[] = [];
  for (let i = 0; i < tokens.length; ) {
    let step = 1;
    for (let n = Math.min(book.starts.get(tokens[i]!.stem) ?? 0, tokens.length - i); n >= 1; n--) {
      if (book.keys.has(keyOf(tokens, i, n))) {
        spans.push({ at: i, count: n });
        step = n;
        break;
      }
    }
    i += step;
  }
  return spans;
}
