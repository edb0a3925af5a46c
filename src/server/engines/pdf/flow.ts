// A column being filled top to bottom on US Letter pages, the primitive every PDF of ours draws
// with: it measures before it draws, so pages break between lines, never through one.
import { printable } from './characters.ts';
import type { Line, TextStyle, Typesetter } from './typeset.ts';

/** US Letter, in points, with the margins a resume and its letter share, so that they look like one set. */
export const PAGE = { width: 612, height: 792 } as const;
export const MARGIN = { top: 48, bottom: 48, side: 54 } as const;
const LINE_GAP = 1.5;
/** Room kept for the line under a title, so that a title never ends a page alone. */
export const NEXT_LINE = 14;
/** The smallest a single long item (a URL, a skill) shrinks to so that it never wraps mid-word. */
const MIN_FIT_SIZE = 6;

export interface Style extends TextStyle {
  /** Shrink to fit one line rather than wrap (one item that a break would cut in two). */
  fit?: boolean;
}

/**
 * A column. A measuring flow only adds up heights, so a section can be tried before it is drawn; a
 * flow that does not break pages (a sidebar) belongs to the page it starts on.
 */
export class Flow {
  y: number;
  readonly type: Typesetter;
  readonly x: number;
  readonly width: number;
  readonly measuring: boolean;
  readonly breaksPages: boolean;
  constructor(type: Typesetter, x: number, width: number, top: number, measuring = false, breaksPages = true) {
    this.type = type;
    this.x = x;
    this.width = width;
    this.y = top;
    this.measuring = measuring;
    this.breaksPages = breaksPages;
  }

  /** Room for `height` more, on a new page when this one is full (unless the page is still empty). */
  ensure(height: number): void {
    if (!this.breaksPages || this.y + height <= PAGE.height - MARGIN.bottom || this.y <= MARGIN.top) return;
    if (!this.measuring) this.type.doc.addPage();
    this.y = MARGIN.top;
  }

  /** The style, its size shrunk for a `fit` line to fit `width` (a text's width grows with its size). */
  private sized(text: string, style: Style, width: number): Style {
    if (!style.fit) return style;
    const natural = this.type.width(text, style);
    if (natural <= width) return style;
    return { ...style, size: Math.max(MIN_FIT_SIZE, Math.floor((style.size * width * 2) / natural) / 2) };
  }

  private lines(text: string, style: Style, width: number): Line[] {
    return this.type.lines(text, this.sized(text, style, width), width, LINE_GAP);
  }

  height(text: string, style: Style, width: number): number {
    return this.lines(printable(text), style, width).reduce((sum, line) => sum + line.height, 0);
  }

  /** Text at an offset into the column, from the current line, without moving down; its height. */
  private put(text: string, style: Style, offset: number, width: number): number {
    const sized = this.sized(text, style, width);
    let y = this.y;
    for (const line of this.type.lines(text, sized, width, LINE_GAP)) {
      if (!this.measuring) this.type.draw(line, sized, this.x + offset, y, width);
      y += line.height;
    }
    return y - this.y;
  }

  /** Lines from the current one down, each on the next page when this one is full. */
  private block(text: string, style: Style, offset: number): void {
    const width = this.width - offset;
    const sized = this.sized(text, style, width);
    const lines = this.type.lines(text, sized, width, LINE_GAP);
    // Kept on one page when it fits one.
    this.ensure(lines.reduce((sum, line) => sum + line.height, 0));
    for (const line of lines) {
      this.ensure(line.height);
      if (!this.measuring) this.type.draw(line, sized, this.x + offset, this.y, width);
      this.y += line.height;
    }
  }

  paragraph(text: string, style: Style, indent = 0): void {
    this.block(printable(text), style, indent);
  }

  /** A text the full column wide at the current line, moving down by its height (a heading). */
  line(text: string, style: Style): void {
    this.y += this.put(printable(text), style, 0, this.width);
  }

  /**
   * A left text and a right-aligned one on the same line (a title and its dates); the right one goes
   * under the left when the left cannot share the line even shrunk.
   */
  row(left: string, right: string, leftStyle: Style, rightStyle: Style): void {
    const l = printable(left);
    const r = printable(right);
    const rightWidth = r ? this.type.width(r, rightStyle) + 1 : 0;
    const leftWidth = this.width - rightWidth - (r ? 12 : 0);
    if (r && leftStyle.fit && this.type.width(l, { ...leftStyle, size: MIN_FIT_SIZE }) > leftWidth) {
      this.paragraph(left, leftStyle);
      this.paragraph(right, rightStyle);
      return;
    }
    this.ensure(Math.max(this.height(l, leftStyle, leftWidth), r ? this.height(r, rightStyle, rightWidth) : 0) + NEXT_LINE);
    const leftHeight = this.put(l, leftStyle, 0, leftWidth);
    const rightHeight = r ? this.put(r, { ...rightStyle, align: 'right' }, leftWidth + 12, rightWidth) : 0;
    this.y += Math.max(leftHeight, rightHeight);
  }

  /** A "•" line; a wrapped bullet keeps its indent, so its continuation never looks like a bullet. */
  bullet(text: string, style: Style): void {
    const clean = printable(text);
    const indent = 11;
    this.ensure(this.height(clean, style, this.width - indent));
    if (!this.measuring) this.put('•', style, 1, indent);
    this.block(clean, style, indent);
  }

  /**
   * Items joined by a separator, wrapped only between items, so that a break never splits one
   * (a wrapped "Project Management" would read back as two skills). A line holding one item too
   * long for the column shrinks it.
   */
  items(list: readonly string[], separator: string, style: Style): void {
    const clean = list.map(printable).filter(Boolean);
    const lines: string[][] = [];
    for (const item of clean) {
      const line = lines.at(-1);
      if (line && this.type.width([...line, item].join(separator) + separator, style) <= this.width) line.push(item);
      else lines.push([item]);
    }
    lines.forEach((line, i) => {
      const text = line.join(separator) + (i < lines.length - 1 ? separator.trimEnd() : '');
      const fitted = { ...style, fit: line.length === 1 };
      this.ensure(this.height(text, fitted, this.width));
      this.y += this.put(text, fitted, 0, this.width);
    });
  }

  space(points: number): void {
    this.y += points;
  }
}
