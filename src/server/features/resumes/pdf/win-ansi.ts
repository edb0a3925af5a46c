// The standard PDF fonts (Helvetica, Times) hold only the WinAnsi characters: Latin-1 plus a few
// typographic ones. pdfkit writes any other character as a code the font does not have, so the page
// shows a wrong glyph and the extracted text is garbage, with no error. Everything the PDF prints
// passes through `toWinAnsi` first: look-alikes are swapped in, accents the font lacks are dropped
// from their letters, pictographs go, and whatever is left becomes a visible "?".

/** The characters above Latin-1 that WinAnsi encodes (pdfkit maps each to its byte). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const LOOK_ALIKES: Record<string, string> = {
  '‐': '-',
  '‑': '-',
  '‒': '–',
  '―': '—',
  '−': '-',
  '⁃': '-',
  '′': "'",
  '″': '"',
  '‛': "'",
  '‟': '"',
  '❛': "'",
  '❜': "'",
  '❝': '"',
  '❞': '"',
  '▪': '•',
  '▸': '•',
  '►': '•',
  '●': '•',
  '◦': '•',
  '‣': '•',
  '∙': '•',
  '⋅': '·',
  '✓': '•',
  '✔': '•',
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '≈': '~',
  'ł': 'l',
  'Ł': 'L',
  'đ': 'd',
  'Đ': 'D',
  'ı': 'i',
  'ħ': 'h',
  'Ħ': 'H',
  'ŧ': 't',
  'Ŧ': 'T',
  'ŋ': 'n',
  'ĸ': 'k',
  'ﬀ': 'ff',
  'ﬁ': 'fi',
  'ﬂ': 'fl',
  'ﬃ': 'ffi',
  'ﬄ': 'ffl',
  '№': 'No.',
  '₹': 'Rs',
  '₽': 'RUB',
  '₩': 'KRW',
  '₺': 'TRY',
  '₪': 'ILS',
};

const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/** Characters that carry no text: joiners, variation selectors, emoji modifiers and pictographs. */
const SILENT = /[\p{Cf}\p{Extended_Pictographic}\p{So}\p{Sk}\u{FE00}-\u{FE0F}]/u;
const COMBINING_MARKS = /\p{M}/gu;

function substitute(char: string): string {
  const lookAlike = LOOK_ALIKES[char];
  if (lookAlike !== undefined) return lookAlike;
  if (/\s/u.test(char)) return ' ';
  // "ą" → "a", "ő" → "ö" is not in reach, but the base letter keeps the word readable and searchable.
  const base = char.normalize('NFD').replace(COMBINING_MARKS, '');
  if (base && [...base].every(isWinAnsi)) return base;
  if (SILENT.test(char) || /\p{Cc}/u.test(char)) return '';
  return '?';
}

/** The text in characters the standard fonts can show. */
export function toWinAnsi(text: string): string {
  const composed = text.normalize('NFC');
  // The common case, a Latin resume, is returned as it is.
  if (/^[\x20-\x7e\xa0-\xff]*$/.test(composed)) return composed;
  let out = '';
  for (const char of composed) out += isWinAnsi(char) ? char : substitute(char);
  return out;
}
