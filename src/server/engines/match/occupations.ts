// Titles read as O*NET occupations, and how close two occupations are. An occupation is described by
// its title (three times over), its description and its Hot Technologies; a job or a resume is read
// as the occupations whose words its title and text share most (tf-idf, cosine). Two occupations are
// as close as their SOC codes are: the same detailed occupation, broad group, minor group or major
// group ("Data Scientists" 15-2051 and "Business Intelligence Analysts" 15-2051.01 are close; "Data
// Entry Keyers" 43-9021 is another field). The word weights (idf) come from the same 923 documents,
// so a word every occupation uses ("work") counts for little and "phlebotomy" for much.
import { tokenize } from '../ats/text.ts';
import { lexicon } from '../ats/vocabulary.ts';
import { allOccupations } from '../onet/index.ts';

/**
 * Words of a title that say its grade or how the role is held, not what the work is: "Senior Data
 * Analyst II" and "Data Analyst Intern" are data analyst work. Only these and grammar are dropped:
 * the ATS engine's filler list would also drop "customer", "service" and "success", which do name work.
 */
const NOT_WORK = new Set(
  tokenize(
    'a an and the of for in at to with or senior junior lead sr jr principal staff head entry level i ii iii iv associate chief ' +
      'intern internship trainee apprentice student graduate grad new volunteer part time co op',
  ).map((t) => t.stem),
);

/** The words of a title that name the work, stemmed as the ATS engine stems. */
export const titleWords = (title: string): string[] =>
  tokenize(title)
    .map((t) => t.stem)
    .filter((w) => w.length > 1 && !NOT_WORK.has(w) && !/^\d/.test(w));

/** A stem or an occupation code with its weight. */
export type Weighted = [string, number];

/** At most this many occupations are kept for a title; fewer when the next is far behind the first. */
const OCCUPATIONS_KEPT = 3;
/** An occupation is kept when it scores at least this share of the best one. */
const KEPT_SHARE = 0.6;
/** The title says more about the work than the text around it. */
const TITLE_WEIGHT = 2;
/** Closeness of two occupations by the longest SOC code prefix they share: detailed, broad, minor, major. */
const SOC_LEVELS: [prefix: number, closeness: number][] = [
  [7, 1],
  [6, 0.8],
  [4, 0.55],
  [2, 0.25],
];

interface Model {
  codes: string[];
  idf: Map<string, number>;
  maxIdf: number;
  /** Stem → the occupations whose document holds it, with the stem's normalised tf-idf weight there. */
  postings: Map<string, { at: number; weight: number }[]>;
  /** A word's weight among the occupations' titles. */
  titleIdf: (stem: string) => number;
  /** The same, built from the occupations' titles only. */
  titlePostings: Map<string, { at: number; weight: number }[]>;
}

const stems = (text: string) => {
  const lex = lexicon();
  return tokenize(text)
    .map((t) => t.stem)
    .filter((s) => s.length > 1 && !lex.stopWords.has(s) && !/^\d/.test(s));
};

function buildPostings(docs: Map<string, number>[], idfOf: (stem: string) => number) {
  const postings = new Map<string, { at: number; weight: number }[]>();
  docs.forEach((doc, at) => {
    const weights = [...doc].map(([stem, count]) => [stem, (1 + Math.log(count)) * idfOf(stem)] as const);
    const norm = Math.hypot(...weights.map(([, w]) => w)) || 1;
    for (const [stem, w] of weights) {
      const list = postings.get(stem) ?? [];
      list.push({ at, weight: w / norm });
      postings.set(stem, list);
    }
  });
  return postings;
}

function count(into: Map<string, number>, words: readonly string[], times = 1) {
  for (const word of words) into.set(word, (into.get(word) ?? 0) + times);
}

function buildModel(): Model {
  const occupations = allOccupations();
  const docs = occupations.map((o) => {
    const doc = new Map<string, number>();
    count(doc, stems(o.title), 3);
    count(doc, stems(o.description));
    count(doc, stems(o.technologies.join('\n')));
    return doc;
  });
  const df = new Map<string, number>();
  for (const doc of docs) for (const stem of doc.keys()) df.set(stem, (df.get(stem) ?? 0) + 1);
  const n = docs.length;
  // A word no occupation uses (a product, a company) weighs as one that two of them use: rare, not decisive.
  const maxIdf = Math.log(n / 2);
  const idfMap = new Map([...df].map(([stem, d]) => [stem, Math.min(maxIdf, Math.log(n / d))]));
  const idfOf = (stem: string) => idfMap.get(stem) ?? maxIdf;
  const titleDocs = occupations.map((o) => {
    const doc = new Map<string, number>();
    count(doc, titleWords(o.title));
    return doc;
  });
  // Titles are matched to titles with the titles' own word weights: "coordinator" names many
  // occupations' titles, "marketing" few, though marketing fills more descriptions.
  const titleDf = new Map<string, number>();
  for (const doc of titleDocs) for (const stem of doc.keys()) titleDf.set(stem, (titleDf.get(stem) ?? 0) + 1);
  const titleIdfOf = (stem: string) => Math.log(n / (titleDf.get(stem) ?? 1));
  return {
    codes: occupations.map((o) => o.code),
    idf: idfMap,
    maxIdf,
    postings: buildPostings(docs, idfOf),
    titleIdf: titleIdfOf,
    titlePostings: buildPostings(titleDocs, titleIdfOf),
  };
}

let cached: Model | null = null;
const model = (): Model => (cached ??= buildModel());

/** How telling a word is across the occupations' descriptions. */
export const idf = (stem: string): number => {
  const m = model();
  return m.idf.get(stem) ?? m.maxIdf;
};

function accumulate(into: Float64Array, postings: Model['postings'], vector: readonly Weighted[], scale: number) {
  for (const [stem, weight] of vector) {
    for (const p of postings.get(stem) ?? []) into[p.at]! += scale * weight * p.weight;
  }
}

/**
 * The occupations a title and a text (a normalised tf-idf vector) read as: the best few, weights
 * summing to 1. Empty when nothing in them is an occupation's word.
 */
export function readOccupations(title: string, text: readonly Weighted[]): Weighted[] {
  const m = model();
  const scores = new Float64Array(m.codes.length);
  const words = titleWords(title);
  const norm = Math.hypot(...words.map(m.titleIdf)) || 1;
  accumulate(
    scores,
    m.titlePostings,
    words.map((w): Weighted => [w, m.titleIdf(w) / norm]),
    TITLE_WEIGHT,
  );
  accumulate(scores, m.postings, text, 1);
  const ranked = [...scores.keys()].filter((i) => scores[i]! > 0).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const best = scores[ranked[0] ?? 0] ?? 0;
  const kept = ranked.slice(0, OCCUPATIONS_KEPT).filter((i) => scores[i]! >= best * KEPT_SHARE);
  const total = kept.reduce((sum, i) => sum + scores[i]!, 0);
  return kept.map((i): Weighted => [m.codes[i]!, scores[i]! / total]);
}

/** How close two occupations are, 0-1, by the SOC groups they share. */
export function occupationCloseness(a: string, b: string): number {
  for (const [prefix, closeness] of SOC_LEVELS) if (a.slice(0, prefix) === b.slice(0, prefix)) return closeness;
  return 0;
}

/** Every occupation's closeness to a person's occupations (the best of them, by weight): what ranking reads per job. */
export function occupationReach(person: readonly Weighted[]): Map<string, number> {
  const reach = new Map<string, number>();
  const top = Math.max(0, ...person.map(([, w]) => w));
  for (const code of model().codes) {
    let best = 0;
    for (const [mine, weight] of person) best = Math.max(best, (weight / top) * occupationCloseness(code, mine));
    if (best > 0) reach.set(code, best);
  }
  return reach;
}
