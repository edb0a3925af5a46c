// Spoken languages in a resume's text: "Spanish (native)", "French – B2", "Fluent in Mandarin",
// "Conversational Portuguese". A resume's "Languages:" also lists programming languages ("Python,
// SQL"), so an item is a spoken language only when it names one or says how well it is spoken;
// the other items are skills. Patterns are flat alternations and items are short, so a line is
// read in linear time.
import { RESUME_LIMITS as L } from '#shared/constants/resumes.ts';
import { cut } from '../fields.ts';

/** Languages people list on resumes written in English, lower-case; longer names before the shorter ones they hold. */
const SPOKEN = [
  ...['american sign language', 'british sign language', 'sign language', 'haitian creole', 'mandarin chinese', 'brazilian portuguese'],
  ...'english spanish french german italian portuguese mandarin chinese cantonese japanese korean arabic hindi urdu bengali bangla punjabi tamil telugu marathi gujarati kannada malayalam nepali sinhala russian ukrainian polish czech slovak hungarian romanian bulgarian serbian croatian bosnian slovenian macedonian albanian greek turkish persian farsi dari pashto kurdish hebrew yiddish armenian georgian dutch flemish swedish norwegian danish finnish icelandic estonian latvian lithuanian irish welsh catalan basque galician vietnamese thai lao khmer burmese tagalog filipino indonesian malay hmong mongolian kazakh uzbek swahili amharic tigrinya somali yoruba igbo hausa zulu xhosa afrikaans creole quechua navajo hawaiian samoan maori latin asl'.split(' '),
];
const SPOKEN_NAME = new RegExp(`\\b(?:${SPOKEN.join('|')})\\b`, 'i');
/** Words only a spoken language's level uses ("Advanced" or "Proficient" may rate Python too). */
const SPOKEN_LEVEL = /\b(?:native|fluent|fluency|bilingual|conversational|mother tongue|first language|heritage speaker|speaker|working proficiency|professional proficiency|[ABC][12])\b/i;
/** An item longer than this is a sentence, not a language. */
const ITEM_MAX = 80;

export interface ReadLanguages {
  languages: { language: string; fluency: string }[];
  /** Items that are not spoken languages: skills. */
  skills: string[];
}

/** A line split at commas, semicolons, bars, bullets and " and ", but not inside brackets. */
function items(line: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    else if (depth === 0 && ',;|•·▪'.includes(char)) {
      out.push(line.slice(start, i));
      start = i + 1;
    }
  }
  out.push(line.slice(start));
  // "English and Spanish": two items, unless the "and" is inside a level ("Spanish (reading and writing)").
  const split = (item: string) => (item.length <= ITEM_MAX && !item.includes('(') ? item.split(/\s+and\s+/i) : [item]);
  return out
    .flatMap(split)
    .map((item) => item.trim().replace(/\.$/, ''))
    .filter(Boolean);
}

/** One item as a language and how well it is spoken. */
function languageOf(item: string, level: string): { language: string; fluency: string } {
  const bracketed = /^(.+?)\s*\(([^)]*)\)$/.exec(item);
  if (bracketed) return { language: bracketed[1]!, fluency: bracketed[2]!.trim() || level };
  const separated = /^(.+?)\s*(?::|\s[–—-])\s*(.+)$/.exec(item);
  if (separated) return { language: separated[1]!, fluency: separated[2]! };
  // "Fluent in Spanish", "Conversational French", "Spanish, native": the named language, the rest its level.
  const named = SPOKEN_NAME.exec(item);
  if (named && named[0].length < item.length) {
    const rest = `${item.slice(0, named.index)} ${item.slice(named.index + named[0].length)}`.replace(/\bin\b/i, '').replace(/\s+/g, ' ').trim();
    return { language: named[0].charAt(0).toUpperCase() + named[0].slice(1), fluency: rest || level };
  }
  return { language: item, fluency: level };
}

/**
 * A line of a languages section (or of skills labelled "Languages:"), as languages and the items
 * that are skills. A leading level applies to every item after it: "Fluent: Spanish, French".
 */
export function readLanguages(line: string): ReadLanguages {
  const out: ReadLanguages = { languages: [], skills: [] };
  const label = /^([^:]{1,40}):\s*(.+)$/.exec(line);
  const level = label && SPOKEN_LEVEL.test(label[1]!) && !SPOKEN_NAME.test(label[1]!) ? label[1]!.trim() : '';
  for (const item of items(level ? label![2]! : line)) {
    const found = item.length <= ITEM_MAX ? languageOf(item, level) : null;
    if (found && (SPOKEN_NAME.test(found.language) || SPOKEN_LEVEL.test(found.fluency))) {
      out.languages.push({ language: cut(found.language, L.languageMax), fluency: cut(found.fluency, L.fluencyMax) });
    } else out.skills.push(item);
  }
  return out;
}
