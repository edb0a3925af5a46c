// A description's HTML as the plain text a job stores, by the browser's own parser: the extension's
// HtmlToText for postingFromPage (the server has its converter). Nothing parsed here is rendered or
// run: DOMParser makes an inert document. Whole on its own (no names from outside the function) so a
// browser test can run it in a page as it is.

/** Paragraphs apart by a blank line, list items and other blocks on lines of their own, `<br>` a line break, entities decoded. */
export function htmlToText(html: string): string {
  const PARAGRAPHS = /^(address|article|aside|blockquote|dl|fieldset|figure|footer|form|h[1-6]|header|hr|main|nav|ol|p|pre|section|table|ul)$/;
  const LINES = /^(dd|div|dt|figcaption|li|tr)$/;
  const convert = (source: string): string => {
    const body = new DOMParser().parseFromString(source, 'text/html').body;
    // Text with no markup at all keeps its own line breaks; in markup they are only spaces.
    const plain = body.querySelector('*') === null;
    let out = '';
    /** Ends the text so far with at least `count` line breaks (none at the very start). */
    const lineBreaks = (count: number) => {
      if (!out) return;
      const have = /\n*$/.exec(out)![0].length;
      if (have < count) out += '\n'.repeat(count - have);
    };
    const walk = (node: Node, inPre: boolean) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const value = node.textContent ?? '';
        if (plain || inPre) out += value;
        // A space at the start of a line is layout between blocks, not text.
        else out += !out || out.endsWith('\n') ? value.replace(/\s+/g, ' ').trimStart() : value.replace(/\s+/g, ' ');
        return;
      }
      if (!(node instanceof Element)) return;
      const name = node.localName;
      if (name === 'script' || name === 'style' || name === 'template') return;
      if (name === 'br') {
        out += '\n';
        return;
      }
      const breaks = PARAGRAPHS.test(name) ? 2 : LINES.test(name) ? 1 : 0;
      lineBreaks(breaks);
      if (name === 'li') out += '• ';
      for (const child of node.childNodes) walk(child, inPre || name === 'pre');
      lineBreaks(breaks);
      // Table cells side by side.
      if (name === 'td' || name === 'th') out += ' ';
    };
    walk(body, false);
    return out
      .split('\n')
      .map((line) => line.replace(/[ \t\f\r]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  };
  const text = convert(html);
  // Some pages escape their description's markup twice (`&lt;p&gt;`): once decoded, it is still markup.
  return /<\/?(p|br|li|ul|ol|div|strong|em|b|i|h[1-6])\b[^>]*>/i.test(text) ? convert(text) : text;
}
