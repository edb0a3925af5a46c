/** A LIKE pattern that matches `text` anywhere (lower-cased, for lower-cased columns), its own % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
