// A PDF being drawn: pdfkit loaded at the first render (docs/architecture.md, "Start-up"), US Letter,
// the document's fonts chosen from everything it prints, and its bytes gathered as pdfkit writes.
import { printsInStandardFonts } from './characters.ts';
import type { Family } from './fonts.ts';
import { MARGIN } from './flow.ts';
import { Typesetter } from './typeset.ts';

export interface PdfInfo {
  Title: string;
  Author: string;
  Subject: string;
}

export interface Pdf {
  type: Typesetter;
  /** Ends the document: its bytes. */
  end(): Promise<Buffer>;
}

/**
 * A new PDF in a template's family. `content` is what the document prints, any shape: every string
 * in it decides whether the standard fonts can print the document or it embeds its own.
 */
export async function openPdf(family: Family, info: PdfInfo, content: unknown): Promise<Pdf> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    // The information dictionary takes any Unicode (pdfkit writes it as UTF-16): no font involved.
    info: { ...info, Creator: 'Upward' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    type: new Typesetter(doc, family, printsInStandardFonts(JSON.stringify(content))),
    end: () => {
      doc.end();
      return done;
    },
  };
}
