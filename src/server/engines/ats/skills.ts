// One skills-list entry as the separate skills it holds. A PDF's skills line reaches the list in
// whatever pieces its importer cut ("AWS (EC2", "Lambda), S3", "C. Frameworks: React"); the engine
// reads, scores and suggests whole terms only, so every entry goes through here first.
import { phraseKey } from './text.ts';
import type { Lexicon } from './vocabulary.ts';

/**
 * A group's label ("Languages:", "Tools & platforms:") at the start of the entry or after a list
 * ends ("Python, C. Frameworks: React"); not a web address's colon.
 */
const LABEL = /(?:^|[.,;|\n•·▪]\s*)([A-Za-z][A-Za-z0-9 &+'’-]{0,30}):(?!\/\/)\s*/g;
/** Between two skills: commas, semicolons, pipes, bullets, parentheses and brackets, " / " and " - ". */
const SEPARATOR = /\s*(?:[,;|•·▪()[\]{}]|\s\/\s|\s[-–—]\s|\n)\s*/;
/** A level written beside a skill, "(advanced)", is not a skill of its own. */
const LEVEL = /^(?:basic|beginner|intermediate|advanced|expert|proficient|fluent|native|conversational|familiar|working knowledge|novice|\d+\+? ?(?:years?|yrs?))$/i;
/** Punctuation a term neither starts nor ends with; a trailing + or # belongs to C++ and C#, a leading dot to .NET. */
const EDGES = /^[\s.,;:!?'"“”‘’*•\-–—/\\&]+|[\s.,;:!?'"“”‘’*•\-–—/\\&]+$/g;
const HAS_WORD = /[A-Za-z0-9]/;

/** "HTML/CSS" and "R/Excel" are two skills; "CI/CD" (a known name), "A/B testing" and "I/O" (letters either side) are one. */
function splitSlashes(item: string, lex: Lexicon): string[] {
  if (!item.includes('/') || lex.byKey.has(phraseKey(item)) || /(?:^|[^A-Za-z0-9])[A-Za-z0-9]\/[A-Za-z0-9](?:$|[^A-Za-z0-9])/.test(item)) return [item];
  return item.split(/\s*\/\s*/);
}

/** "AWS (EC2, Lambda), S3" → AWS, EC2, Lambda, S3; "Languages: Python, C. Frameworks: React" → Python, C, React. */
export function skillTerms(entry: string, lex: Lexicon): string[] {
  const terms: string[] = [];
  // A label that is itself a skill ("Excel: pivot tables") stays one.
  const unlabelled = entry.replace(LABEL, (_all, label: string) => (lex.byKey.has(phraseKey(label)) ? `\n${label}\n` : '\n'));
  for (const piece of unlabelled.split(SEPARATOR)) {
    for (const part of splitSlashes(piece, lex)) {
      // ".NET" keeps its dot; "C." and "etc." lose theirs.
      const term = (part.startsWith('.') && HAS_WORD.test(part[1] ?? '') ? `.${part.slice(1).replace(EDGES, '')}` : part.replace(EDGES, '')).replace(/\s+/g, ' ');
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
