// `node scripts/onet-interests.ts <O*NET folder>`: derives the Interest Profiler's data
// (src/server/features/assessment/data/) and the occupations it shares with matching
// (src/server/engines/onet/data/) from the O*NET database files and the Short Form's item list in
// that folder. The source is several megabytes of tab-separated rows; the report needs per
// occupation only its title, description, six interest levels, high-point code, Job Zone and Hot
// Technologies, so those are written as compact JSON (technologies as indexes into one name list).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUTPUT = path.resolve(import.meta.dirname, '../src/server/features/assessment/data');
const OCCUPATIONS_OUTPUT = path.resolve(import.meta.dirname, '../src/server/engines/onet/data');
const AREAS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
/** O*NET's element ids of the six areas (OI levels) and the three high points (IH, coded 1=R … 6=C). */
const AREA_ELEMENTS = ['1.B.1.a', '1.B.1.b', '1.B.1.c', '1.B.1.d', '1.B.1.e', '1.B.1.f'];
const HIGH_POINT_ELEMENTS = ['1.B.1.g', '1.B.1.h', '1.B.1.i'];
/** The learning path names a handful of technologies per career; more would read as a catalogue. */
const MAX_TECHNOLOGIES = 12;

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node scripts/onet-interests.ts <folder with the O*NET files>');
  process.exit(1);
}

/** Rows of a tab-separated O*NET file as objects keyed by its header's column names. */
function readTable(name: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(folder!, name), 'utf8').split(/\r?\n/);
  const columns = header!.split('\t');
  return lines.filter(Boolean).map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i]?.trim() ?? '']));
  });
}

interface ShortForm {
  items: { number: number; area: string; text: string }[];
}
const shortForm = JSON.parse(readFileSync(path.join(folder, 'interest-profiler-short-form.json'), 'utf8')) as ShortForm;
const items = [...shortForm.items].sort((a, b) => a.number - b.number).map(({ area, text }) => ({ area, text }));
if (items.length !== 60) throw new Error(`expected the Short Form's 60 items, found ${items.length}`);

const descriptions = new Map(readTable('Occupation Data.txt').map((row) => [row['O*NET-SOC Code']!, row['Description']!]));
const jobZones = new Map(readTable('Job Zones.txt').map((row) => [row['O*NET-SOC Code']!, Number(row['Job Zone'])]));

interface Interests {
  title: string;
  levels: number[];
  highPoints: number[];
}
const interests = new Map<string, Interests>();
for (const row of readTable('Interests.txt')) {
  const code = row['O*NET-SOC Code']!;
  const entry = interests.get(code) ?? { title: row['Title']!, levels: [0, 0, 0, 0, 0, 0], highPoints: [0, 0, 0] };
  const area = AREA_ELEMENTS.indexOf(row['Element ID']!);
  const high = HIGH_POINT_ELEMENTS.indexOf(row['Element ID']!);
  if (area >= 0) entry.levels[area] = Number(row['Data Value']);
  if (high >= 0) entry.highPoints[high] = Number(row['Data Value']);
  interests.set(code, entry);
}

// Hot Technologies, In Demand ones first, each name once per occupation.
const technologyNames: string[] = [];
const technologyIndex = new Map<string, number>();
const technologies = new Map<string, { name: string; inDemand: boolean }[]>();
for (const row of readTable('Technology Skills.txt')) {
  if (row['Hot Technology'] !== 'Y') continue;
  const list = technologies.get(row['O*NET-SOC Code']!) ?? [];
  if (!list.some((t) => t.name === row['Example'])) list.push({ name: row['Example']!, inDemand: row['In Demand'] === 'Y' });
  technologies.set(row['O*NET-SOC Code']!, list);
}
const technologyRef = (name: string) => {
  if (!technologyIndex.has(name)) technologyIndex.set(name, technologyNames.push(name) - 1);
  return technologyIndex.get(name)!;
};

const occupations = [...interests.entries()]
  .filter(([code]) => descriptions.has(code) && jobZones.has(code))
  .map(([code, entry]) => ({
    code,
    title: entry.title,
    description: descriptions.get(code)!,
    jobZone: jobZones.get(code)!,
    levels: entry.levels,
    highPoints: entry.highPoints
      .filter((point) => point > 0)
      .map((point) => AREAS[point - 1])
      .join(''),
    technologies: (technologies.get(code) ?? [])
      .sort((a, b) => Number(b.inDemand) - Number(a.inDemand))
      .slice(0, MAX_TECHNOLOGIES)
      .map((t) => technologyRef(t.name)),
  }));

// The four "General" activities of each area: the examples O*NET itself gives to explain it.
const activities = Object.fromEntries(AREAS.map((area) => [area, [] as string[]]));
for (const row of readTable('Interests Illustrative Activities.txt')) {
  const area = AREA_ELEMENTS.indexOf(row['Element ID']!);
  if (area >= 0 && row['Interest Type'] === 'General') activities[AREAS[area]!]!.push(row['Activity']!);
}

const write = (folder: string, name: string, data: unknown) => writeFileSync(path.join(folder, name), `${JSON.stringify(data)}\n`);
write(OUTPUT, 'items.json', items);
write(OCCUPATIONS_OUTPUT, 'occupations.json', { technologies: technologyNames, occupations });
write(OUTPUT, 'activities.json', activities);
console.info(`${items.length} items, ${occupations.length} occupations, ${technologyNames.length} technologies written to ${OUTPUT} and ${OCCUPATIONS_OUTPUT}`);
