// What the target asks for: skills named by the job title, the industry and the description, each
// marked required or preferred from the description's headings and wording, plus the meaningful
// words the description repeats (a nurse's "telemetry", an accountant's "reconciliations") that no
// vocabulary lists.
import { findSkills, type Lexicon, type SkillKind } from './vocabulary.ts';
import { nameBook, namesInDescription, nameSpans, type NameBook } from './names.ts';
import { keyOf, tokenize, type Token } from './text.ts';

export type TermKind = SkillKind | 'term';

export interface TargetTerm {
  key: string;
  display: string;
  kind: TermKind;
  required: boolean;
  /** Where it came from, for the suggestion's reason. */
  source: 'title' | 'description';
  /** Times the description uses it. */
  count: number;
  /** Order of first appearance: the last tie-break, so the output is stable. */
  first: number;
}

export interface AtsTarget {
  jobTitle: string;
  industry: string;
  /** May be ''. */
  jobDescription: string;
  /** The employer's name, when the job or application is known; else it is read from the description. */
  company?: string | undefined;
}

/** The target's employer: its given name, or the names its description shows. */
export const targetNames = (target: Pick<AtsTarget, 'company' | 'jobDescription'>, lex: Lexicon): string[] =>
  target.company?.trim() ? [target.company] : namesInDescription(target.jobDescription, lex);

type Mode = 'required' | 'preferred' | 'ignore';

const PREFERRED_HEADING = /^(preferred|nice[- ]to[- ]haves?|bonus|pluses|desired|desirable|ideally|it'?s a plus|what would make you stand out)/i;
const REQUIRED_HEADING =
  /(requirements?|required|must[- ]haves?|qualifications|what you('ll)? (need|bring)|you have|you bring|who you are|minimum|skills|responsibilit|what you('ll)? do|the role|duties|about the (role|job)|overview)/i;
const IGNORED_HEADING = /(benefits|perks|about (us|the company)|who we are|compensation|salary|equal opportunity|eeo|what we offer|why join)/i;
const PREFERRED_SENTENCE = /\b(preferred|nice to have|a plus|is a bonus|bonus points|desirable|ideally|not required)\b/i;

/** A heading line: short, no sentence inside it, and one of the names a job ad's sections take. */
function headingMode(line: string): Mode | null {
  const text = line.replace(/^[#*\s]+|[:*\s]+$/g, '');
  if (text.length === 0 || text.length > 60 || text.split(/\s+/).length > 7 || /[.!?]$/.test(text)) return null;
  if (PREFERRED_HEADING.test(text)) return 'preferred';
  if (IGNORED_HEADING.test(text)) return 'ignore';
  return REQUIRED_HEADING.test(text) ? 'required' : null;
}

/** "Preferred: React; unit testing." — a heading and its content on one line. */
const INLINE_HEADING = /^\s*([^:]{1,40}):\s*(\S.*)$/;

/** The description's sentences with the mode each sits under; with no headings, all are required. */
export function splitDescription(description: string): { text: string; required: boolean }[] {
  const out: { text: string; required: boolean }[] = [];
  let mode: Mode = 'required';
  for (const line of description.split(/\r?\n/)) {
    const heading = headingMode(line);
    if (heading) {
      mode = heading;
      continue;
    }
    const inline = INLINE_HEADING.exec(line);
    const inlineMode = inline ? headingMode(inline[1]!) : null;
    if (inlineMode) mode = inlineMode;
    if (mode === 'ignore') continue;
    for (const sentence of (inlineMode ? inline![2]! : line).split(/(?<=[.;!?])\s+/)) {
      if (sentence.trim()) out.push({ text: sentence, required: mode === 'required' && !PREFERRED_SENTENCE.test(sentence) });
    }
  }
  return out;
}

/** Words that make up a title rather than say what the work is. */
const TITLE_FILLER = new Set(['senior', 'junior', 'lead', 'sr', 'jr', 'principal', 'staff', 'head', 'entry', 'level', 'ii', 'iii', 'iv', 'associate', 'chief', 'assistant']);

/** The words of a title or an industry that name the work ("data", "analyst" of "Senior Data Analyst II"), stemmed. */
export const workWords = (title: string, lex: Lexicon): string[] =>
  tokenize(title)
    .map((t) => t.stem)
    .filter((s) => !TITLE_FILLER.has(s) && !lex.stopWords.has(s) && !/^\d+$/.test(s));

/** A repeated word counts as a keyword when the ad uses it this often (once is chance). */
const repeatThreshold = (words: number) => (words > 250 ? 3 : 2);
const MAX_REPEATED_TERMS = 8;

class TermBook {
  readonly terms = new Map<string, TargetTerm>();
  private order = 0;

  add(key: string, display: string, kind: TermKind, required: boolean, source: TargetTerm['source']) {
    const known = this.terms.get(key);
    if (known) {
      known.count += source === 'description' ? 1 : 0;
      known.required ||= required;
      return;
    }
    this.terms.set(key, { key, display, kind, required, source, count: source === 'description' ? 1 : 0, first: this.order++ });
  }
}

const meaningful = (token: Token, lex: Lexicon) => token.stem.length >= 3 && !lex.stopWords.has(token.stem) && !/^[\d.+#]+$/.test(token.stem);

interface Candidate {
  display: string;
  count: number;
  required: boolean;
  first: number;
}

/** Counts the words and two-word phrases outside any skill, for the repeated-term pass. */
function countCandidates(tokens: Token[], covered: Set<number>, required: boolean, lex: Lexicon, into: Map<string, Candidate>, start: number) {
  const bump = (key: string, display: string, at: number) => {
    const known = into.get(key);
    if (known) {
      known.count++;
      known.required ||= required;
    } else into.set(key, { display, count: 1, required, first: start + at });
  };
  for (let i = 0; i < tokens.length; i++) {
    if (covered.has(i) || !meaningful(tokens[i]!, lex)) continue;
    bump(tokens[i]!.stem, tokens[i]!.surface.toLowerCase(), i);
    const next = tokens[i + 1];
    if (next && !covered.has(i + 1) && meaningful(next, lex)) bump(keyOf(tokens, i, 2), `${tokens[i]!.surface} ${next.surface}`.toLowerCase(), i);
  }
}

/** The repeated words and phrases worth matching: a phrase hides the words inside it when it is as frequent. */
function repeatedTerms(candidates: Map<string, Candidate>, threshold: number, exclude: (key: string) => boolean): [string, Candidate][] {
  const frequent = [...candidates].filter(([key, c]) => c.count >= threshold && !exclude(key));
  const phrases = frequent.filter(([key]) => key.includes(' '));
  const kept = frequent.filter(([key, c]) => key.includes(' ') || !phrases.some(([p, pc]) => p.split(' ').includes(key) && pc.count >= c.count));
  return kept.sort(([, a], [, b]) => b.count - a.count || a.first - b.first).slice(0, MAX_REPEATED_TERMS);
}

/**
 * The skills of a sentence outside its names, and the token positions both cover. At one place the
 * longer reading wins and a name wins a tie: "Google Analytics" stays a skill beside an employer
 * called Google, and an employer called Salesforce is not a keyword of its own ad.
 */
function readSentence(tokens: Token[], lex: Lexicon, names: NameBook) {
  const covered = new Set<number>();
  const spans = nameSpans(tokens, names);
  for (const span of spans) for (let i = span.at; i < span.at + span.count; i++) covered.add(i);
  const skills = findSkills(lex, tokens).filter(
    ({ at, count }) => !spans.some((span) => span.at < at + count && at < span.at + span.count && span.count >= count),
  );
  for (const { at, count } of skills) for (let i = at; i < at + count; i++) covered.add(i);
  return { skills, covered };
}

/** `names`: the employers and schools never offered as terms (the target's own by default). */
export function targetTerms(target: AtsTarget, lex: Lexicon, names: NameBook = nameBook(targetNames(target, lex), lex)): TargetTerm[] {
  const book = new TermBook();
  // The industry is its own factor; its skills ("SaaS") would count it twice here.
  for (const { skill } of findSkills(lex, tokenize(target.jobTitle))) book.add(skill.key, skill.display, skill.kind, true, 'title');
  const candidates = new Map<string, Candidate>();
  let position = 0;
  for (const sentence of splitDescription(target.jobDescription)) {
    const tokens = tokenize(sentence.text);
    const { skills, covered } = readSentence(tokens, lex, names);
    for (const { skill } of skills) book.add(skill.key, skill.display, skill.kind, sentence.required, 'description');
    countCandidates(tokens, covered, sentence.required, lex, candidates, position);
    position += tokens.length;
  }
  // The title's own words are the title factor's; counted here they would count twice.
  const title = new Set(tokenize(target.jobTitle).map((t) => t.stem));
  const exclude = (key: string) => book.terms.has(key) || key.split(' ').every((s) => title.has(s));
  for (const [key, c] of repeatedTerms(candidates, repeatThreshold(position), exclude)) {
    book.add(key, c.display, 'term', c.required, 'description');
    book.terms.get(key)!.count = c.count;
  }
  return [...book.terms.values()];
}

const TIER: Record<TermKind, [number, number]> = { hard: [0, 1], term: [2, 3], soft: [4, 4] };

/** Most important first: required hard skills, preferred hard skills, repeated terms, soft skills. */
export const importance = (a: TargetTerm, b: TargetTerm): number =>
  TIER[a.kind][a.required ? 0 : 1] - TIER[b.kind][b.required ? 0 : 1] || b.count - a.count || a.first - b.first;
