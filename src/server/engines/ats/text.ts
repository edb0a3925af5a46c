// Tokens, a light stemmer and phrase keys: the one normalisation that target terms, the vocabulary
// and the resume all go through, so that "Managed", "managing" and "management" meet.

export interface Token {
  /** As written, for display and for the case rule of short acronyms. */
  surface: string;
  /** Lower-cased and stemmed: what matching compares. */
  stem: string;
}

/** Words, with the inner dots, pluses and hashes of tech names kept: "node.js", "c++", "c#", ".net". */
const TOKEN = /\.net\b|[a-z0-9][a-z0-9+#]*(?:\.[a-z0-9+#]+)*/gi;

const NOT_PLAIN_WORD = /[^a-z]/;
const VOWEL = /[aeiouy]/;
const DOUBLE_END = /([bdfgkmnprt])\1$/;

/** Strips a suffix when what remains still has a vowel and at least three letters. */
function strip(word: string, suffix: string, replacement = ''): string | null {
  if (!word.endsWith(suffix)) return null;
  const rest = word.slice(0, -suffix.length);
  return rest.length >= 3 && VOWEL.test(rest) ? rest + replacement : null;
}

const DERIVATIONS: [string, string][] = [
  ['ization', 'ize'],
  ['isation', 'ize'],
  ['ational', 'ate'],
  ['ation', 'ate'],
  ['ments', ''],
  ['ment', ''],
  ['ings', ''],
  ['ing', ''],
  ['ed', ''],
];

/**
 * A suffix stemmer in Porter's spirit, much smaller: plurals, -ing / -ed, -ment, -ation and a
 * final e. Both sides of every match go through it, so it only has to be consistent, not right.
 */
export function stem(word: string): string {
  if (word.length <= 3 || NOT_PLAIN_WORD.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const [suffix, replacement] of DERIVATIONS) {
    const stripped = strip(w, suffix, replacement);
    if (stripped !== null) {
      w = replacement === '' && DOUBLE_END.test(stripped) ? stripped.slice(0, -1) : stripped;
      break;
    }
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) tokens.push({ surface: match[0], stem: stem(match[0].toLowerCase()) });
  return tokens;
}

/** The key two spellings of one phrase share. */
export const phraseKey = (text: string): string =>
  tokenize(text)
    .map((t) => t.stem)
    .join(' ');

export const keyOf = (tokens: readonly Token[], from: number, count: number): string => {
  let key = tokens[from]!.stem;
  for (let i = from + 1; i < from + count; i++) key += ` ${tokens[i]!.stem}`;
  return key;
};

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9+#]+/).filter(Boolean);

/**
 * Whether a text says a phrase as whole words in order, ignoring case and punctuation but not
 * endings: what a claim about the resume may rest on ("Data Analyst Intern" says "Data Analyst",
 * not "Junior Data Analyst").
 */
export function saysWords(text: string, phrase: string): boolean {
  const want = words(phrase);
  if (want.length === 0) return false;
  return ` ${words(text).join(' ')} `.includes(` ${want.join(' ')} `);
}

export const countWords = (text: string): number => (text.match(/\S+/g) ?? []).length;

/** For each first word, the longest phrase that starts with it: a scan builds no longer key, and none where no phrase starts. */
export function phraseStarts(keys: Iterable<string>): Map<string, number> {
  const starts = new Map<string, number>();
  for (const key of keys) {
    const words = key.split(' ');
    starts.set(words[0]!, Math.max(starts.get(words[0]!) ?? 0, words.length));
  }
  return starts;
}
