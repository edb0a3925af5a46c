// `node scripts/onet-vocabulary.ts <path to O*NET "Technology Skills.txt">`: derives the ATS engine's
// hard-skills vocabulary (src/server/engines/ats/data/onet-technology-skills.txt) from
// O*NET's technology examples. The source is 32k rows of "Vendor Product" names; a resume says
// "Excel", "SQL" or "AutoCAD", so each name is reduced to the spellings a resume uses, and only the
// useful part is kept: every Hot Technology / In Demand name, and names that several occupations
// list. Output: one term per line, sorted, case kept for display (the engine normalises on load).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stem } from '../src/server/engines/ats/text.ts';

const OUTPUT = path.resolve(import.meta.dirname, '../src/server/engines/ats/data/onet-technology-skills.txt');
/** A name that this many occupations list is common enough to keep without a Hot / In Demand flag. */
const MIN_OCCUPATIONS = 3;
/** A vendor is a first word (or two) that starts this many distinct names. */
const MIN_VENDOR_PRODUCTS = 4;
/** Words a resume uses in ordinary prose: as a whole term alone they would match everywhere. */
const PROSE_WORDS = new Set(
  ('access word project docs database windows office teams dynamics publisher paint forms sheets slides drive mail calendar analytics ' +
    'go box chef puppet basecamp slack notes works edge live team express visual studio server cloud suite one sign ' +
    'keynote pages numbers photos music video maps meet chat groups sites connect data business enterprise management system systems ' +
    'software online web mobile desktop portal network manager designer reader player viewer builder writer assistant center ' +
    'the and for of in on with professional standard basic plus pro premium personal student home director learn mechanical medical ' +
    'educational statistical mathematical presentation reports survey tax dental email chrome drawing forth ant pig scheme sunrise ' +
    'surfer flex blink classroom spreadsheet workspace productivity millennium exchange inventor painter presenter financials google ' +
    'curriculum mapping workflow photogrammetric diagramming chatbot blogging squeegee vistas loom')
    .split(/\s+/)
);

interface Row {
  example: string;
  occupation: string;
  flagged: boolean;
}

function readRows(file: string): Row[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split(/\r?\n/);
  const columns = header!.split('\t');
  const at = (name: string) => {
    const index = columns.indexOf(name);
    if (index < 0) throw new Error(`Column "${name}" not found in ${file}`);
    return index;
  };
  const [code, example, hot, demand] = [at('O*NET-SOC Code'), at('Example'), at('Hot Technology'), at('In Demand')];
  return lines
    .map((line) => line.split('\t'))
    .filter((cells) => cells.length > demand)
    .map((cells) => ({ example: cells[example]!.trim(), occupation: cells[code]!, flagged: cells[hot] === 'Y' || cells[demand] === 'Y' }));
}

const words = (name: string) => name.split(/\s+/).filter(Boolean);

/** "Structured query language SQL" → ["Structured query language", "SQL"]: an expansion and its acronym. */
function splitAcronym(parts: string[]): string[] | null {
  const last = parts.at(-1)!;
  if (!/^[A-Z]{2,6}$/.test(last) || parts.length <= last.length) return null;
  const expansion = parts.slice(0, -1);
  const initials = expansion
    .filter((w) => !/^(and|of|for|the|or)$/i.test(w))
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return initials === last ? [expansion.join(' '), last] : null;
}

/** Spelled like a product (AutoCAD, MATLAB, C++), not like a word. */
const spelledAsName = (name: string) => /[A-Z0-9+#]/.test(name.slice(1));

/**
 * A name alone is kept when it reads as a name: not a prose word, not starting with a symbol the
 * tokenizer drops ("@Risk" would match "risk"), and, for one plain word, not a derived form of a
 * verb ("Accounting", "Reporting", "Testing" stem to "account", "report", "test", which every ad says).
 */
const distinctive = (name: string) =>
  !PROSE_WORDS.has(name.toLowerCase()) &&
  /^[A-Za-z0-9.]/.test(name) &&
  (name.includes(' ') || spelledAsName(name) || (/^[A-Z]/.test(name) && stem(name.toLowerCase()) === name.toLowerCase()));

function spellings(example: string, vendors: Set<string>): string[] {
  const parts = words(example.replace(/\s+software$/i, '').replace(/\s*\(.*?\)\s*/g, ' '));
  if (parts.length === 0) return [];
  const acronym = splitAcronym(parts);
  if (acronym) return acronym.filter(distinctive);
  const out = [parts.join(' ')];
  for (const take of [2, 1]) {
    const vendor = parts.slice(0, take).join(' ');
    if (parts.length > take && vendors.has(vendor)) {
      const product = parts.slice(take).join(' ');
      if (distinctive(product)) out.push(product);
      break;
    }
  }
  return out.filter(distinctive);
}

function findVendors(examples: string[]): Set<string> {
  const products = new Map<string, number>();
  for (const example of new Set(examples)) {
    const parts = words(example);
    for (const take of [1, 2]) {
      if (parts.length > take) products.set(parts.slice(0, take).join(' '), (products.get(parts.slice(0, take).join(' ')) ?? 0) + 1);
    }
  }
  return new Set([...products].filter(([, count]) => count >= MIN_VENDOR_PRODUCTS).map(([vendor]) => vendor));
}

function derive(rows: Row[]): string[] {
  const occupations = new Map<string, Set<string>>();
  const flagged = new Set<string>();
  for (const row of rows) {
    if (!occupations.has(row.example)) occupations.set(row.example, new Set());
    occupations.get(row.example)!.add(row.occupation);
    if (row.flagged) flagged.add(row.example);
  }
  const vendors = findVendors([...occupations.keys()]);
  const kept = [...occupations].filter(([example, where]) => flagged.has(example) || where.size >= MIN_OCCUPATIONS).map(([example]) => example);
  // One spelling per lower-case form, the first met in sorted order, so the output is stable.
  const terms = new Map<string, string>();
  for (const example of kept.sort()) {
    for (const term of spellings(example, vendors)) {
      const key = term.toLowerCase();
      if (!terms.has(key) && term.length <= 60) terms.set(key, term);
    }
  }
  return [...terms.values()].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
}

const source = process.argv[2];
if (!source) {
  process.stderr.write('usage: node scripts/onet-vocabulary.ts <path to Technology Skills.txt>\n');
  process.exit(1);
}
const terms = derive(readRows(source));
writeFileSync(OUTPUT, `${terms.join('\n')}\n`);
process.stdout.write(`${terms.length} terms written to ${path.relative(process.cwd(), OUTPUT)}\n`);
