// Lines of text in several fonts and both directions. pdfkit wraps a text in one font only, and lays
// out a right-to-left script word by word in logical order; so a text is cut into runs here (one
// font, one bidi level), broken into lines, and each line's runs are placed in visual order
// (Unicode bidi, UAX #9, through bidi-js) and drawn one by one. fontkit shapes a run it is given whole
// (Arabic letters joined) and lays a right-to-left script's glyphs right to left.
import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';
import { isWinAnsi } from './characters.ts';
import { fontFor, type Face, type Family, type PdfFont } from './fonts.ts';

type Doc = PDFKit.PDFDocument;

/** How a text is set: the face and size, and what the line does with the room left. */
export interface TextStyle {
  face: Face;
  size: number;
  color: string;
  align?: 'left' | 'center' | 'right';
}

/** A stretch of a line in one font and direction, in the order it is drawn (left to right). */
interface Span {
  text: string;
  font: string;
  rtl: boolean;
  width: number;
}

export interface Line {
  spans: Span[];
  width: number;
  /** The line's height with the gap under it, as pdfkit would advance. */
  height: number;
  /** From the line's top to its baseline. */
  ascent: number;
}

const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
/** Han, kana: a line may break between any two of them (no spaces between words). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Features given to a right-to-left run make pdfkit lay it out whole, not word by word in logical order. */
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = ['kern'];

/**
 * bidi-js is CommonJS whose types declare an ES default export: Node's `import` hands over the
 * factory itself, TypeScript expects it under `.default`. `require` gives the factory, typed.
 */
const bidiFactory = createRequire(import.meta.url)('bidi-js') as () => Bidi;
let bidi: Bidi | undefined;

/** pdfkit's current font's vertical metrics (per 1000 units), which its public API does not expose. */
const metrics = (doc: Doc) => (doc as unknown as { _font: { ascender: number } })._font;

/** Whether a line may break before the `i`th character. */
function breaksBefore(chars: readonly string[], i: number): boolean {
  const prev = chars[i - 1]!;
  const char = chars[i]!;
  if (char === ' ') return false;
  if (prev === ' ') return true;
  // After a hyphen inside a word ("Smith-Jones"), never before a digit ("555-0147").
  if (prev === '-' && /\p{L}/u.test(char) && /\p{L}/u.test(chars[i - 2] ?? '')) return true;
  return CJK.test(char) || CJK.test(prev);
}

/** The document's text setter: picks each character's font and lays out lines. */
export class Typesetter {
  readonly doc: Doc;
  readonly family: Family;
  readonly standard: boolean;
  private readonly registered = new Map<string, PdfFont>();
  private readonly chosen = new Map<string, PdfFont | null>();
  constructor(doc: Doc, family: Family, standard: boolean) {
    this.doc = doc;
    this.family = family;
    this.standard = standard;
  }

  /** The font that prints a character in a face, registered with the document at its first use. */
  private font(char: string, face: Face): string | null {
    const key = `${face}${char}`;
    let font = this.chosen.get(key);
    if (font === undefined) {
      font = fontFor(char, this.family, face, this.standard);
      this.chosen.set(key, font);
      if (font && !this.registered.has(font.name)) {
        // pdfkit takes a parsed fontkit font as a source (its types say only paths and bytes).
        if (font.font) this.doc.registerFont(font.name, font.font as unknown as PDFKit.Mixins.PDFFontSource);
        this.registered.set(font.name, font);
      }
    }
    return font?.name ?? null;
  }

  private use(font: string, size: number): Doc {
    return this.doc.font(font).fontSize(size);
  }

  /**
   * The text as runs in logical order: the characters, each one's font (a character no font has
   * prints as "?"), and its bidi level (odd: right to left).
   */
  private runs(text: string, face: Face): { chars: string[]; fonts: string[]; levels: number[] } {
    const chars = [...text];
    const fonts: string[] = [];
    chars.forEach((char, i) => {
      // A space, a punctuation mark or an accent stays in the font before it when that font has it:
      // "ليلى حداد" is one run even in a face without Arabic, and pdf.js reads a run back in
      // logical order, where separate runs come back in the order they stand on the page.
      const previous = this.registered.get(fonts[i - 1] ?? '');
      if (previous && !/[\p{L}\p{N}]/u.test(char) && (previous.font ? previous.font.hasGlyphForCodePoint(char.codePointAt(0)!) : isWinAnsi(char))) {
        fonts.push(previous.name);
        return;
      }
      const font = this.font(char, face);
      if (font === null) chars[i] = '?';
      fonts.push(font ?? this.font('?', face)!);
    });
    let levels = chars.map(() => 0);
    if (RTL_SCRIPT.test(text)) {
      bidi ??= bidiFactory();
      // bidi-js counts UTF-16 units; a level per character is the level of its first unit.
      const units = bidi.getEmbeddingLevels(chars.join(''), 'auto').levels;
      let unit = 0;
      levels = chars.map((char) => {
        const level = units[unit]!;
        unit += char.length;
        return level;
      });
    }
    return { chars, fonts, levels };
  }

  /** Characters `from` to `to` as spans, still in logical order, and their width. */
  private spans(runs: { chars: string[]; fonts: string[]; levels: number[] }, from: number, to: number, size: number): (Span & { level: number })[] {
    const spans: (Span & { level: number })[] = [];
    for (let i = from; i < to; i++) {
      const last = spans.at(-1);
      const font = runs.fonts[i]!;
      const level = runs.levels[i]!;
      if (last && last.font === font && last.level === level) last.text += runs.chars[i];
      else spans.push({ text: runs.chars[i]!, font, level, rtl: level % 2 === 1, width: 0 });
    }
    for (const span of spans) span.width = this.use(span.font, size).widthOfString(span.text, span.rtl ? { features: WHOLE_RUN } : {});
    return spans;
  }

  /** The width of characters `from` to `to`, without the spaces that end them unless `withSpaces`. */
  private widthOf(runs: { chars: string[]; fonts: string[]; levels: number[] }, from: number, to: number, size: number, withSpaces = false): number {
    let end = to;
    while (!withSpaces && end > from && runs.chars[end - 1] === ' ') end--;
    return this.spans(runs, from, end, size).reduce((sum, span) => sum + span.width, 0);
  }

  /** A line's spans from logical to visual order: UAX #9's rule L2, run by run. */
  private line(runs: { chars: string[]; fonts: string[]; levels: number[] }, from: number, to: number, size: number, lineGap: number): Line {
    let end = to;
    while (end > from && runs.chars[end - 1] === ' ') end--;
    const spans = this.spans(runs, from, end, size);
    const highest = Math.max(0, ...spans.map((span) => span.level));
    const lowestOdd = Math.min(...spans.map((span) => span.level).filter((level) => level % 2 === 1), highest + 1);
    for (let level = highest; level >= lowestOdd; level--) {
      for (let i = 0; i < spans.length; i++) {
        if (spans[i]!.level < level) continue;
        let j = i;
        while (j + 1 < spans.length && spans[j + 1]!.level >= level) j++;
        spans.splice(i, j - i + 1, ...spans.slice(i, j + 1).reverse());
        i = j;
      }
    }
    let height = 0;
    let ascent = 0;
    for (const font of new Set(spans.length > 0 ? spans.map((span) => span.font) : [runs.fonts[from] ?? this.font(' ', 'regular')!])) {
      const doc = this.use(font, size);
      height = Math.max(height, doc.currentLineHeight(true) + lineGap);
      ascent = Math.max(ascent, (metrics(doc).ascender / 1000) * size);
    }
    return { spans, width: spans.reduce((sum, span) => sum + span.width, 0), height, ascent };
  }

  /** The width of a text on one line. */
  width(text: string, style: TextStyle): number {
    const runs = this.runs(text, style.face);
    return this.widthOf(runs, 0, runs.chars.length, style.size);
  }

  /**
   * The text broken into lines no wider than `width`: at spaces, after a hyphen inside a word,
   * between CJK characters, and inside a word only when it alone is wider than the line.
   */
  lines(text: string, style: TextStyle, width: number, lineGap: number): Line[] {
    if (!text) return [];
    const runs = this.runs(text, style.face);
    const count = runs.chars.length;
    const lines: Line[] = [];
    let start = 0;
    while (start < count) {
      // Grow the line a word at a time while it fits. A word's width is added to the line's (kerning
      // across the join aside); only a line that seems too wide is measured whole.
      let end = start;
      let sum = 0;
      while (end < count) {
        let next = end + 1;
        while (next < count && !breaksBefore(runs.chars, next)) next++;
        const estimate = sum + this.widthOf(runs, end, next, style.size);
        if (estimate > width && this.widthOf(runs, start, next, style.size) > width) break;
        sum += this.widthOf(runs, end, next, style.size, true);
        end = next;
      }
      // A word wider than the line alone is cut where it stops fitting (at least one character a line).
      if (end === start) {
        end = start + 1;
        while (end < count && this.widthOf(runs, start, end + 1, style.size) <= width) end++;
      }
      lines.push(this.line(runs, start, end, style.size, lineGap));
      start = end;
      while (start < count && runs.chars[start] === ' ') start++;
    }
    return lines;
  }

  /** A line drawn with its top at `y` in a column from `x`, `width` wide, aligned as the style says. */
  draw(line: Line, style: TextStyle, x: number, y: number, width: number): void {
    const room = width - line.width;
    let at = x + (style.align === 'right' ? room : style.align === 'center' ? room / 2 : 0);
    for (const span of line.spans) {
      const doc = this.use(span.font, style.size).fillColor(style.color);
      // pdfkit sets a text's top at `y`; baselines of different fonts meet at the line's ascent.
      const top = y + line.ascent - (metrics(doc).ascender / 1000) * style.size;
      doc.text(span.text, at, top, { lineBreak: false, ...(span.rtl ? { features: WHOLE_RUN } : {}) });
      at += span.width;
    }
  }
}
