// One skills-list entry as the separate skills it holds. A PDF's skills line reaches the list in
// whatever pieces its importer cut ("AWS (EC2", "Lambda), S3", "C. Frameworks: React"); the engine
// reads, scores and suggests whole terms only, so every entry goes through here first.
import { phraseKey } from './text.ts';
import type { Lexicon } from './vocabulary.ts';

// Every pattern here is linear on any input: whitespace is collapsed first, so no pattern meets a
// run it could backtrack over (a pasted line of 50,000 spaces must not stall the server).

/**
 * A group's label ("Languages:", "Tools & platforms:") at the start of the entry or after a list
 * ends ("Python, C. Frameworks: React"); not a web address's colon.
 */
const LABEL = /(^|[.,;|•·▪] ?)([A-Za-z][A-Za-z0-9 &+'’-]{0,30}):(?!\/\/) ?/g;
/** Between two skills: commas, semicolons, pipes, bullets, parentheses and brackets, " / " and " - ". */
const SEPARATOR = / ?(?:[,;|•·▪()[\]{}]| \/ | [-–—] ) ?/;
/** A level written beside a skill, "(advanced)", is not a skill of its own. */
const LEVEL = /^(?:basic|beginner|intermediate|advanced|expert|proficient|fluent|native|conversational|familiar|working knowledge|novice|\d+\+? ?(?:years?|yrs?))$/i;
/** Punctuation a term neither starts nor ends with; a trailing + or # belongs to C++ and C#, a leading dot to .NET. */
const EDGE = new Set(' .,;:!?\'"“”‘’*•-–—/\\&');
const HAS_WORD = /[A-Za-z0-9]/;

function trimEdges(text: string): string {
  let start = 0;
  let end = text.length;
  // ".NET" keeps its dot; "C." and "etc." lose theirs.
  while (start < end && EDGE.has(text[start]!) && !(text[start] === '.' && HAS_WORD.test(text[start + 1] ?? ''))) start++;
  while (end > start && EDGE.has(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** "HTML/CSS" and "R/Excel" are two skills; "CI/CD" (a known name), "A/B testing" and "I/O" (letters either side) are one. */
function splitSlashes(item: string, lex: Lexicon): string[] {
  if (!item.includes('/') || item.includes('://') || lex.byKey.has(phraseKey(item)) || /(?:^|[^A-Za-z0-9])[A-Za-z0-9]\/[A-Za-z0-9](?:$|[^A-Za-z0-9])/.test(item)) return [item];
  return item.split('/');
}

/** "AWS (EC2, Lambda), S3" → AWS, EC2, Lambda, S3; "Languages: Python, C. Frameworks: React" → Python, C, React. */
export function skillTerms(entry: string, lex: Lexicon): string[] {
  const terms: string[] = [];
  const line = entry.replace(/[\r\n]+/g, ',').replace(/\s+/g, ' ');
  // A label that is itself a skill ("Excel: pivot tables") stays one.
  const unlabelled = line.replace(LABEL, (_all, _before: string, label: string) => (lex.byKey.has(phraseKey(label)) ? `,${label},` : ','));
  for (const piece of unlabelled.split(SEPARATOR)) {
    for (const part of splitSlashes(piece, lex)) {
      const term = trimEdges(part);
      if (HAS_WORD.test(term) && !LEVEL.test(term) && term.toLowerCase() !== 'etc') terms.push(term);
    }
  }
  return terms;
}
/** The skills list as whole terms, each once (the first spelling kept), in the list's order. */
export function wholeSkills(skills: readonly string[], lex: Lexicon): string[] {
  const seen = new Set<string>();
  return skills
    .flatMap((entry) => skillTerms(entry, lex))
    .filter((term) => {
      const key = term.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
