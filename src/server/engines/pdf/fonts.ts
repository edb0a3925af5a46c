// The fonts a PDF prints in, and which one prints each character. A template names a standard
// family (Helvetica or Times); a document whose every character is WinAnsi prints in it. Otherwise
// the document embeds DejaVu (Sans for Helvetica, Serif for Times: Latin, Greek, Cyrillic; the Sans
// also Arabic and Hebrew), and a character the face lacks falls back to DejaVu Sans, then to Noto
// Sans SC (Han, kana, hangul). pdfkit embeds only the glyphs a document uses
// (docs/decisions/055-every-script-prints.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';
import type { ResumeTemplate } from '#shared/constants/resumes.ts';
import { isWinAnsi } from './characters.ts';

export type Face = 'regular' | 'bold' | 'italic';
/** A template's family, by its standard font's name. */
export type Family = ResumeTemplate['font'];

const STANDARD: Record<Family, Record<Face, string>> = {
  Helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  'Times-Roman': { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
};

const DEJAVU: Record<Family, Record<Face, string>> = {
  Helvetica: { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans-Oblique' },
  'Times-Roman': { regular: 'DejaVuSerif', bold: 'DejaVuSerif-Bold', italic: 'DejaVuSerif-Italic' },
};
/** Arabic is only in the upright DejaVu Sans: an italic Arabic run prints upright. */
const DEJAVU_FALLBACK: Record<Face, string> = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold', italic: 'DejaVuSans' };
const CJK_WEIGHT: Record<Face, number> = { regular: 400, bold: 700, italic: 400 };

const require = createRequire(import.meta.url);
/**
 * A WOFF file as the TrueType font it wraps (each table inflated). fontkit reads WOFF itself but
 * inflates a table again at every glyph it reads (a CJK letter took 35 ms), and the WOFF2 files'
 * glyphs come out of its subsetter empty: the page shows nothing where the name is.
 */
function unwrapWoff(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, packed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const data = woff.subarray(offset, offset + packed);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: packed < length ? inflateSync(data) : data };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  woff.copy(head, 0, 4, 8); // the wrapped font's flavour: TrueType or CFF
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(head, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const parsed = new Map<string, Font>();
/**
 * A font file parsed once per process and shared by every document (pdfkit keeps each document's
 * subset apart): parsing DejaVu Sans for each render took a letter from 17 to 75 ms.
 */
function load(path: string): Font {
  let font = parsed.get(path);
  if (!font) {
    const bytes = readFileSync(require.resolve(path));
    font = create(path.endsWith('.woff') ? unwrapWoff(bytes) : bytes);
    parsed.set(path, font);
  }
  return font;
}

/**
 * Noto Sans SC comes from Fontsource cut into about a hundred files by Unicode range; its
 * `unicode.json` says which file holds which characters. Read at the first CJK character.
 */
let cjkRanges: { from: number; to: number; part: string }[] | undefined;
function cjkPart(codePoint: number): string | undefined {
  cjkRanges ??= Object.entries(JSON.parse(readFileSync(require.resolve('@fontsource/noto-sans-sc/unicode.json'), 'utf8')) as Record<string, string>).flatMap(
    ([key, ranges]) =>
      ranges.split(',').map((range) => {
        const [from, to] = range.replace('U+', '').split('-');
        return { from: parseInt(from!, 16), to: parseInt(to ?? from!, 16), part: key.replace(/[[\]]/g, '') };
      }),
  );
  return cjkRanges.find((range) => codePoint >= range.from && codePoint <= range.to)?.part;
}

/** A font pdfkit knows by `name`: a standard one (`font` null) or an embedded one. */
export interface PdfFont {
  name: string;
  font: Font | null;
}

const dejavu = (name: string): PdfFont => ({ name, font: load(`dejavu-fonts-ttf/ttf/${name}.ttf`) });

/** The font that prints a character in a face, or null when none of ours has it. */
export function fontFor(char: string, family: Family, face: Face, standard: boolean): PdfFont | null {
  if (standard && isWinAnsi(char)) return { name: STANDARD[family][face], font: null };
  const codePoint = char.codePointAt(0)!;
  for (const name of [DEJAVU[family][face], DEJAVU_FALLBACK[face]]) {
    const candidate = dejavu(name);
    if (candidate.font!.hasGlyphForCodePoint(codePoint)) return candidate;
  }
  const part = cjkPart(codePoint);
  if (part === undefined) return null;
  const name = `noto-sans-sc-${part}-${CJK_WEIGHT[face]}-normal`;
  const font = load(`@fontsource/noto-sans-sc/files/${name}.woff`);
  return font.hasGlyphForCodePoint(codePoint) ? { name, font } : null;
}
