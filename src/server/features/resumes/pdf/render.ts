// A resume as a PDF, drawn by the PDF engine (docs/decisions/019-resume-pdf-engine.md): every word
// selectable, in any script (decision 055), and the text reads back in order, so the importer
// (import/parse-text.ts) recovers the content from any template. One renderer for the six
// templates: layouts.ts says what goes where; the engine's column draws it and breaks pages.
import type { ResumeTemplateId } from '#shared/constants/resumes.ts';
import { contactItems, joinName, sectionHasContent, sectionView, type BodySection, type EntryView } from '#shared/rules/resume-layout.ts';
import type { ResumeContent } from '#shared/schemas/resumes.ts';
import { Flow, MARGIN, NEXT_LINE, openPdf, PAGE, type Style, type Typesetter } from '../../../engines/pdf/index.ts';
import { layoutFor, type Layout } from './layouts.ts';

const SIDEBAR = { width: 150, gap: 24 } as const;
const SIZE = { name: 22, heading: 11.5, body: 10, small: 9 } as const;
const TEXT = '#212529';
const MUTED = '#495057';

interface Styles {
  body: Style;
  bold: Style;
  italic: Style;
  muted: Style;
  heading: Style;
}

const stylesFor = (layout: Layout, size: number): Styles => ({
  body: { face: 'regular', size, color: TEXT },
  bold: { face: 'bold', size: size + 0.5, color: TEXT },
  italic: { face: 'italic', size, color: MUTED },
  muted: { face: 'regular', size: size - 0.5, color: MUTED },
  heading: { face: 'bold', size: SIZE.heading, color: layout.accent, fit: true },
});

/** A section heading, kept on the page with the first lines under it. */
function heading(flow: Flow, text: string, layout: Layout, styles: Styles): void {
  const label = layout.headingCase === 'upper' ? text.toUpperCase() : text;
  flow.space(10);
  flow.ensure(flow.height(label, styles.heading, flow.width) + 3 * NEXT_LINE);
  flow.line(label, styles.heading);
  if (layout.headingRule && !flow.measuring) {
    flow.type.doc.moveTo(flow.x, flow.y + 1).lineTo(flow.x + flow.width, flow.y + 1).lineWidth(0.6).strokeColor(layout.accent).stroke();
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

function draw(type: Typesetter, content: ResumeContent, layout: Layout, name: string): void {
  const fullWidth = PAGE.width - 2 * MARGIN.side;
  const header = new Flow(type, MARGIN.side, fullWidth, MARGIN.top);
  const styles = stylesFor(layout, SIZE.body);
  if (name) header.paragraph(name, { face: 'bold', size: SIZE.name, color: layout.accentName ? layout.accent : TEXT, align: layout.nameAlign });
  const contact = contactItems(content.personalInfo);

  if (!layout.sidebar) {
    header.space(2);
    if (contact.length > 0) header.items(contact, '  |  ', { ...styles.muted, align: layout.nameAlign });
    const main = new Flow(type, MARGIN.side, fullWidth, header.y + 4);
    for (const section of layout.main) drawSection(main, section, content, layout, styles);
    return;
  }

  const top = header.y + 10;
  const sideStyles = stylesFor(layout, SIZE.small);
  const sidebar = new Flow(type, MARGIN.side, SIDEBAR.width, top, false, false);
  const bottom = PAGE.height - MARGIN.bottom;
  // Sidebar sections that would run off the first page join the end of the main column instead.
  const fits = (section: BodySection, from: number) => {
    const probe = new Flow(type, MARGIN.side, SIDEBAR.width, from, true, false);
    drawSection(probe, section, content, layout, sideStyles);
    return probe.y <= bottom;
  };
  type.doc.rect(0, top - 8, MARGIN.side + SIDEBAR.width + SIDEBAR.gap / 2, PAGE.height - top + 8).fill(tint(layout.accent, 0.92));
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
  const main = new Flow(type, mainX, PAGE.width - MARGIN.side - mainX, top);
  for (const section of [...layout.main, ...overflow]) drawSection(main, section, content, layout, styles);
}

/** The resume as a Letter-size PDF in a template. */
export async function renderResumePdf(content: ResumeContent, template: ResumeTemplateId): Promise<Buffer> {
  const layout = layoutFor(template);
  const name = joinName(content.personalInfo);
  const pdf = await openPdf(layout.family, { Title: name ? `${name} Resume` : 'Resume', Author: name, Subject: 'Resume' }, content);
  draw(pdf.type, content, layout, name);
  return pdf.end();
}
