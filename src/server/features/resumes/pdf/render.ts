// A resume as a PDF, drawn with pdfkit in the standard fonts (docs/decisions/019-resume-pdf-engine.md):
// nothing embedded, every word selectable, and the text reads back in order, so the importer
// (import/parse-text.ts) recovers the content from any template. One renderer for the six
// templates: layouts.ts says what goes where; the primitives below draw it and break pages.
import type { ResumeTemplateId } from '#shared/constants/resumes.ts';
import { contactItems, sectionHasContent, sectionView, type BodySection, type EntryView } from '#shared/rules/resume-layout.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { joinName } from '../fields.ts';
import { layoutFor, type Layout } from './layouts.ts';
import { toWinAnsi } from './win-ansi.ts';

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 612, height: 792 } as const; // US Letter, in points
const MARGIN = { top: 48, bottom: 48, side: 54 } as const;
const SIDEBAR = { width: 150, gap: 24 } as const;
const SIZE = { name: 22, heading: 11.5, body: 10, small: 9 } as const;
const LINE_GAP = 1.5;
const TEXT = '#212529';
const MUTED = '#495057';
/** Room kept for the line under a title, so that a title never ends a page alone. */
const NEXT_LINE = 14;
/** The smallest a single long item (a URL, a skill) shrinks to so that it never wraps mid-word. */
const MIN_FIT_SIZE = 6;

/**
 * Text in the fonts' characters, with a dash or bullet between words glued to the word before it:
 * a wrapped line that began with "- " or "• " would read back as a new bullet.
 */
const printable = (text: string) => toWinAnsi(text).replace(/ ([–—•·*-]) /g, '\u00a0$1 ');

interface Style {
  font: string;
  size: number;
  color: string;
  align?: 'left' | 'center' | 'right';
  /** Shrink to fit one line rather than wrap (one item that a break would cut in two). */
  fit?: boolean;
}

/**
 * A column being filled top to bottom. A measuring flow only adds up heights, so a sidebar section
 * can be tried before it is drawn. Only the main column continues on new pages: the sidebar
 * belongs to the first page, and what would not fit there moves to the main column.
 */
class Flow {
  y: number;
  readonly doc: Doc;
  readonly x: number;
  readonly width: number;
  readonly measuring: boolean;
  readonly breaksPages: boolean;
  constructor(doc: Doc, x: number, width: number, top: number, measuring = false, breaksPages = true) {
    this.doc = doc;
    this.x = x;
    this.width = width;
    this.y = top;
    this.measuring = measuring;
    this.breaksPages = breaksPages;
  }

  /** Room for `height` more, on a new page when this one is full (unless the page is still empty). */
  ensure(height: number): void {
    if (!this.breaksPages || this.y + height <= PAGE.height - MARGIN.bottom || this.y <= MARGIN.top) return;
    if (!this.measuring) this.doc.addPage();
    this.y = MARGIN.top;
  }

  /** The style's size, shrunk for a `fit` line to fit `width` (a text's width grows with its size). */
  size(text: string, style: Style, width: number): number {
    if (!style.fit) return style.size;
    const natural = this.doc.font(style.font).fontSize(style.size).widthOfString(text);
    if (natural <= width) return style.size;
    return Math.max(MIN_FIT_SIZE, Math.floor((style.size * width * 2) / natural) / 2);
  }

  height(text: string, style: Style, width: number): number {
    return this.doc.font(style.font).fontSize(this.size(text, style, width)).heightOfString(text, { width, lineGap: LINE_GAP });
  }

  /** Text at an offset into the column, at the current line, without moving down. */
  put(text: string, style: Style, offset: number, width: number): number {
    const height = this.height(text, style, width);
    if (!this.measuring) {
      const page = this.doc.page;
      this.doc
        .font(style.font)
        .fontSize(this.size(text, style, width))
        .fillColor(style.color)
        .text(text, this.x + offset, this.y, { width, align: style.align ?? 'left', lineGap: LINE_GAP });
      // A block taller than a page was continued by pdfkit on a page of its own: follow it.
      if (this.doc.page !== page) return this.doc.y - this.y;
    }
    return height;
  }

  paragraph(text: string, style: Style, indent = 0): void {
    const clean = printable(text);
    this.ensure(this.height(clean, style, this.width - indent));
    this.y += this.put(clean, style, indent, this.width - indent);
  }

  /**
   * A left text and a right-aligned one on the same line (a title and its dates); the right one goes
   * under the left when the left cannot share the line even shrunk.
   */
  row(left: string, right: string, leftStyle: Style, rightStyle: Style): void {
    const l = printable(left);
    const r = printable(right);
    const rightWidth = r ? this.doc.font(rightStyle.font).fontSize(rightStyle.size).widthOfString(r) + 1 : 0;
    const leftWidth = this.width - rightWidth - (r ? 12 : 0);
    if (r && leftStyle.fit && this.doc.font(leftStyle.font).fontSize(MIN_FIT_SIZE).widthOfString(l) > leftWidth) {
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
    this.y += this.put(clean, style, indent, this.width - indent);
  }

  /**
   * Items joined by a separator, wrapped only between items, so that a break never splits one
   * (a wrapped "Project Management" would read back as two skills). A line holding one item too
   * long for the column shrinks it.
   */
  items(list: readonly string[], separator: string, style: Style): void {
    const doc = this.doc.font(style.font).fontSize(style.size);
    const clean = list.map(printable).filter(Boolean);
    const lines: string[][] = [];
    for (const item of clean) {
      const line = lines.at(-1);
      if (line && doc.widthOfString([...line, item].join(separator) + separator) <= this.width) line.push(item);
      else lines.push([item]);
    }
    lines.forEach((line, i) => {
      const text = line.join(separator) + (i < lines.length - 1 ? separator.trimEnd() : '');
      const height = this.height(text, { ...style, fit: line.length === 1 }, this.width);
      this.ensure(height);
      this.y += this.put(text, { ...style, fit: line.length === 1 }, 0, this.width);
    });
  }

  space(points: number): void {
    this.y += points;
  }
}

interface Styles {
  body: Style;
  bold: Style;
  italic: Style;
  muted: Style;
  heading: Style;
}

const stylesFor = (layout: Layout, size: number): Styles => ({
  body: { font: layout.fonts.regular, size, color: TEXT },
  bold: { font: layout.fonts.bold, size: size + 0.5, color: TEXT },
  italic: { font: layout.fonts.italic, size, color: MUTED },
  muted: { font: layout.fonts.regular, size: size - 0.5, color: MUTED },
  heading: { font: layout.fonts.bold, size: SIZE.heading, color: layout.accent, fit: true },
});

/** A section heading, kept on the page with the first lines under it. */
function heading(flow: Flow, text: string, layout: Layout, styles: Styles): void {
  const label = layout.headingCase === 'upper' ? text.toUpperCase() : text;
  flow.space(10);
  flow.ensure(flow.height(label, styles.heading, flow.width) + 3 * NEXT_LINE);
  flow.y += flow.put(label, styles.heading, 0, flow.width);
  if (layout.headingRule && !flow.measuring) {
    flow.doc.moveTo(flow.x, flow.y + 1).lineTo(flow.x + flow.width, flow.y + 1).lineWidth(0.6).strokeColor(layout.accent).stroke();
  }
  flow.space(5);
}

/** A job, a project, a degree, a role or an award: the title and dates, the line under it, the bullets. */
function drawEntry(flow: Flow, entry: EntryView, styles: Styles): void {
  // A title or a company line that wrapped would read back as two fields: it shrinks to one line.
  flow.row(entry.title, entry.dates, { ...styles.bold, fit: true }, styles.body);
  if (entry.where) flow.paragraph(entry.where, { ...styles.italic, fit: true });
  if (entry.bullets.length > 0) flow.space(2);
  for (const line of entry.bullets) flow.bullet(line, styles.body);
  flow.space(6);
}

function drawSection(flow: Flow, section: BodySection, content: ResumeContent, layout: Layout, styles: Styles): void {
  if (!sectionHasContent(content, section)) return;
  heading(flow, layout.headings[section], layout, styles);
  const view = sectionView(content, section);
  switch (view.kind) {
    case 'paragraphs':
      for (const paragraph of view.paragraphs) flow.paragraph(paragraph, styles.body);
      break;
    case 'items':
      flow.items(view.items, ', ', styles.body);
      break;
    case 'lines':
      for (const line of view.lines) flow.bullet(line, styles.body);
      break;
    case 'entries':
      for (const entry of view.entries) drawEntry(flow, entry, styles);
      break;
  }
}

/** The accent mixed with white, for the sidebar's panel. */
function tint(hex: string, amount: number): string {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(value + (255 - value) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function draw(doc: Doc, content: ResumeContent, layout: Layout, name: string): void {
  const fullWidth = PAGE.width - 2 * MARGIN.side;
  const header = new Flow(doc, MARGIN.side, fullWidth, MARGIN.top);
  const styles = stylesFor(layout, SIZE.body);
  if (name) header.paragraph(name, { font: layout.fonts.bold, size: SIZE.name, color: layout.accentName ? layout.accent : TEXT, align: layout.nameAlign });
  const contact = contactItems(content.personalInfo);

  if (!layout.sidebar) {
    header.space(2);
    if (contact.length > 0) header.items(contact, '  |  ', { ...styles.muted, align: layout.nameAlign });
    const main = new Flow(doc, MARGIN.side, fullWidth, header.y + 4);
    for (const section of layout.main) drawSection(main, section, content, layout, styles);
    return;
  }

  const top = header.y + 10;
  const sideStyles = stylesFor(layout, SIZE.small);
  const sidebar = new Flow(doc, MARGIN.side, SIDEBAR.width, top, false, false);
  const bottom = PAGE.height - MARGIN.bottom;
  // Sidebar sections that would run off the first page join the end of the main column instead.
  const fits = (section: BodySection, from: number) => {
    const probe = new Flow(doc, MARGIN.side, SIDEBAR.width, from, true, false);
    drawSection(probe, section, content, layout, sideStyles);
    return probe.y <= bottom;
  };
  doc.rect(0, top - 8, MARGIN.side + SIDEBAR.width + SIDEBAR.gap / 2, PAGE.height - top + 8).fill(tint(layout.accent, 0.92));
  if (contact.length > 0) {
    heading(sidebar, 'Contact', layout, sideStyles);
    for (const item of contact) sidebar.paragraph(item, { ...sideStyles.body, fit: true });
  }
  const overflow: BodySection[] = [];
  for (const section of layout.sidebar) {
    if (overflow.length === 0 && fits(section, sidebar.y)) drawSection(sidebar, section, content, layout, sideStyles);
    else overflow.push(section);
  }
  const mainX = MARGIN.side + SIDEBAR.width + SIDEBAR.gap;
  const main = new Flow(doc, mainX, PAGE.width - MARGIN.side - mainX, top);
  for (const section of [...layout.main, ...overflow]) drawSection(main, section, content, layout, styles);
}

/** The resume as a Letter-size PDF in a template. */
export async function renderResumePdf(content: ResumeContent, template: ResumeTemplateId): Promise<Buffer> {
  const layout = layoutFor(template);
  const name = joinName(content.personalInfo);
  // Loaded at the first render, not at start-up (docs/architecture.md, "Start-up").
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    // The information dictionary takes any Unicode (pdfkit writes it as UTF-16): no font involved.
    info: { Title: name ? `${name} Resume` : 'Resume', Author: name, Subject: 'Resume', Creator: 'Upward' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, content, layout, name);
  doc.end();
  return done;
}
