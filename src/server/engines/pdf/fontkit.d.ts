// fontkit (pdfkit's own font engine, MIT) ships no types: the little of it the PDF engine uses.
declare module 'fontkit' {
  export interface Font {
    readonly unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
