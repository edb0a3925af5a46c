// What a PDF prints of a text. The standard PDF fonts (Helvetica, Times) hold only WinAnsi: Latin-1
// and a few typographic characters. A document all of whose characters are WinAnsi prints in them
// (nothing embedded, about 5 KB); any other character makes the document embed its fonts
// (docs/decisions/055-every-script-prints.md). Characters that carry no text are dropped either way.

/** The characters above Latin-1 that WinAnsi encodes (pdfkit maps each to its byte). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/**
 * Characters no font of ours draws as text: controls, joiners and direction marks, variation
 * selectors, skin-tone modifiers and pictographs (emoji). "©", "®" and "™" are pictographic to
 * Unicode but WinAnsi, so they are tested after `isWinAnsi`.
 */
const SILENT = /[\p{Cc}\p{Cf}\p{Extended_Pictographic}\p{Variation_Selector}\p{Emoji_Modifier}]/u;

/**
 * The text as the page prints it: composed (an "é" typed as "e" and an accent is one glyph), any
 * white space a plain space, silent characters gone, and a dash or bullet between words glued to the
 * word before it: a wrapped line that began with "- " or "• " would read back as a new bullet.
 */
export function printable(text: string): string {
  const composed = text.normalize('NFC');
  let out = composed;
  // The common case, a Latin text, is taken as it is.
  if (!/^[\x20-\x7e\xa0-\xff]*$/.test(composed)) {
    out = '';
    for (const char of composed) out += isWinAnsi(char) ? char : /\s/u.test(char) ? ' ' : SILENT.test(char) ? '' : char;
  }
  return out.replace(/ ([–—•·*-]) /g, '\u00a0$1 ');
}

/** Whether every character of a text the document prints is one the standard fonts have. */
export const printsInStandardFonts = (text: string): boolean => [...printable(text)].every(isWinAnsi);
