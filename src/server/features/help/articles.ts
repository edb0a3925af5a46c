// The help articles: Markdown files under content/help/<category>/<slug>.md, each opening with a
// small front matter block. They are read and checked once, when the server starts, so a bad file
// stops start-up (and the tests) with its name instead of failing a reader later. Search runs in
// memory over them: the corpus is a few dozen files.
import fs from 'node:fs';
import path from 'node:path';
import { HELP_CATEGORIES, HELP_LIMITS, type HelpCategory } from '#shared/constants/help.ts';

export interface HelpArticle {
  category: HelpCategory;
  slug: string;
  title: string;
  summary: string;
  /** Position in its category's list; articles without one follow, by title. */
  order: number | null;
  /** YYYY-MM-DD, when the article was last reviewed. */
  updated: string | null;
  body: string;
}

export const HELP_CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../content/help');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class HelpContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'HelpContentError';
  }
}

type FrontMatter = Pick<HelpArticle, 'title' | 'summary' | 'order' | 'updated'>;

/**
 * `key: value` lines between two `---` lines; nothing else. Unknown and repeated keys are refused,
 * so a misspelt key is an error rather than a silently missing field.
 */
export function parseFrontMatter(text: string, file: string): { meta: FrontMatter; body: string } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0] !== '---') throw new HelpContentError(file, 'must start with a front matter block (---)');
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new HelpContentError(file, 'front matter is not closed (---)');
  const fields = new Map<string, string>();
  for (const [i, line] of lines.slice(1, end).entries()) {
    if (!line.trim()) continue;
    const match = /^([a-z]+):\s*(.*)$/.exec(line);
    if (!match) throw new HelpContentError(file, `line ${i + 2} is not "key: value"`);
    const [, key, raw] = match as unknown as [string, string, string];
    if (!['title', 'summary', 'order', 'updated'].includes(key)) throw new HelpContentError(file, `unknown key "${key}"`);
    if (fields.has(key)) throw new HelpContentError(file, `"${key}" is given twice`);
    const value = raw.trim();
    if (!value) throw new HelpContentError(file, `"${key}" is empty`);
    fields.set(key, value);
  }
  const title = fields.get('title');
  const summary = fields.get('summary');
  if (!title) throw new HelpContentError(file, 'needs a title');
  if (!summary) throw new HelpContentError(file, 'needs a summary');
  const orderText = fields.get('order');
  if (orderText !== undefined && !/^\d{1,4}$/.test(orderText)) throw new HelpContentError(file, 'order must be a whole number');
  const updated = fields.get('updated') ?? null;
  if (updated !== null && (!DATE.test(updated) || Number.isNaN(Date.parse(updated)))) {
    throw new HelpContentError(file, 'updated must be a date (YYYY-MM-DD)');
  }
  const body = lines.slice(end + 1).join('\n').trim();
  if (!body) throw new HelpContentError(file, 'has no body');
  return { meta: { title, summary, order: orderText === undefined ? null : Number(orderText), updated }, body };
}

const byPosition = (a: HelpArticle, b: HelpArticle) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.title.localeCompare(b.title);

/** Every article under `dir`, each category's in list order. Anything unexpected throws, naming the file. */
export function loadArticles(dir: string): HelpArticle[] {
  const articles: HelpArticle[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !(HELP_CATEGORIES as readonly string[]).includes(entry.name)) {
      throw new HelpContentError(path.join(dir, entry.name), `is not a help category (${HELP_CATEGORIES.join(', ')})`);
    }
    const category = entry.name as HelpCategory;
    for (const name of fs.readdirSync(path.join(dir, category))) {
      const file = path.join(dir, category, name);
      const slug = name.replace(/\.md$/, '');
      if (!name.endsWith('.md') || !SLUG.test(slug) || slug.length > HELP_LIMITS.slugMax) {
        throw new HelpContentError(file, 'must be a Markdown file named with a lowercase slug (a-z, 0-9, hyphens)');
      }
      const { meta, body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), file);
      articles.push({ category, slug, ...meta, body });
    }
  }
  return articles.sort((a, b) => HELP_CATEGORIES.indexOf(a.category) - HELP_CATEGORIES.indexOf(b.category) || byPosition(a, b));
}

// --- Search -------------------------------------------------------------------------------------

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Optimal string alignment distance: edits, with a swap of neighbours ("resmue") counting as one. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How well one query word matches a vocabulary: 1 exact, then prefix, then a typo or two. */
function wordScore(word: string, vocabulary: Set<string>): number {
  if (vocabulary.has(word)) return 1;
  const typos = word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0;
  let best = 0;
  for (const known of vocabulary) {
    if (word.length >= 3 && known.startsWith(word)) best = Math.max(best, 0.8);
    else if (typos && Math.abs(known.length - word.length) <= typos) {
      const distance = editDistance(word, known);
      if (distance <= typos) best = Math.max(best, distance === 1 ? 0.6 : 0.4);
    }
  }
  return best;
}

/** Where a word counts: a title match outweighs a summary match, which outweighs the body. */
const WEIGHTS = { title: 4, summary: 2, body: 1 } as const;

export interface SearchIndex {
  search(query: string): HelpArticle[];
}

export function buildSearchIndex(articles: HelpArticle[]): SearchIndex {
  const indexed = articles.map((article) => ({
    article,
    fields: {
      title: new Set(wordsOf(article.title)),
      summary: new Set(wordsOf(article.summary)),
      body: new Set(wordsOf(article.body)),
    },
  }));
  return {
    search(query) {
      // One- and two-letter words ("a", "my", "to") say nothing about which article is meant.
      const words = [...new Set(wordsOf(query))].filter((w) => w.length > 2).slice(0, 8);
      if (!words.length) return [];
      // Most of the words must be found somewhere, so a long question still finds its article.
      const needed = Math.ceil(words.length / 2);
      return indexed
        .map(({ article, fields }) => {
          let score = 0;
          let found = 0;
          for (const word of words) {
            const best = Math.max(
              ...(Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).map((field) => wordScore(word, fields[field]) * WEIGHTS[field]),
            );
            if (best > 0) found++;
            score += best;
          }
          return { article, score, found };
        })
        .filter((hit) => hit.found >= needed)
        .sort((a, b) => b.score - a.score || byPosition(a.article, b.article))
        .slice(0, HELP_LIMITS.searchResults)
        .map((hit) => hit.article);
    },
  };
}
