// The PDF engine: what every PDF of ours is drawn with (a resume, a cover letter): pdfkit on US
// Letter pages, the fonts that print every script, lines in several fonts and both directions, and
// the column that breaks pages (docs/decisions/019-resume-pdf-engine.md, 055-every-script-prints.md).
export { openPdf, type Pdf, type PdfInfo } from './document.ts';
export { Flow, MARGIN, NEXT_LINE, PAGE, type Style } from './flow.ts';
export type { Face, Family } from './fonts.ts';
export type { Typesetter } from './typeset.ts';
