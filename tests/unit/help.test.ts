// The help centre's pieces that need no server: the strict front matter parser, the article
// files themselves, search ranking (typos included), and the Markdown renderer's safety.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { HELP_CATEGORIES } from '#shared/constants/help.ts';
import { MarkdownView } from '../../src/client/features/help/MarkdownView.tsx';
import {
  buildSearchIndex,
  editDistance,
  HELP_CONTENT_DIR,
  loadArticles,
  parseFrontMatter,
  type HelpArticle,
} from '../../src/server/features/help/articles.ts';

const doc = (front: string, body = 'Some text.') => `---\n${front}\n---\n${body}\n`;

describe('front matter', () => {
  it('reads title, summary, order and updated', () => {
    const { meta, body } = parseFrontMatter(doc('title: A title\nsummary: What it says\norder: 2\nupdated: 2026-11-24', '# Hello'), 'a.md');
    expect(meta).toEqual({ title: 'A title', summary: 'What it says', order: 2, updated: '2026-11-24' });
    expect(body).toBe('# Hello');
  });

  it('keeps colons inside a value', () => {
    expect(parseFrontMatter(doc('title: Step 1: sign up\nsummary: s'), 'a.md').meta.title).toBe('Step 1: sign up');
  });

  it.each([
    ['no block', 'title: x\n', /must start with a front matter block/],
    ['unclosed', '---\ntitle: x\n', /not closed/],
    ['unknown key', doc('title: x\nsummary: y\nauthor: z'), /unknown key "author"/],
    ['repeated key', doc('title: x\ntitle: y\nsummary: z'), /given twice/],
    ['no title', doc('summary: y'), /needs a title/],
    ['bad order', doc('title: x\nsummary: y\norder: first'), /order must be a whole number/],
    ['bad date', doc('title: x\nsummary: y\nupdated: 24/11/2026'), /updated must be a date/],
    ['not key: value', doc('title: x\nsummary: y\njust words'), /is not "key: value"/],
    ['empty body', doc('title: x\nsummary: y', ''), /has no body/],
  ])('refuses %s, naming the file', (_, text, problem) => {
    expect(() => parseFrontMatter(text, 'content/help/account/x.md')).toThrow(problem);
    expect(() => parseFrontMatter(text, 'content/help/account/x.md')).toThrow(/content\/help\/account\/x\.md/);
  });

  it('refuses a folder that is not a category, naming it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-'));
    fs.mkdirSync(path.join(dir, 'billing'));
    expect(() => loadArticles(dir)).toThrow(/billing: is not a help category/);
  });
});

describe('the article files', () => {
  const articles = loadArticles(HELP_CONTENT_DIR);

  it('hold at least four articles in each of the six categories', () => {
    for (const category of HELP_CATEGORIES) expect(articles.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(4);
  });

  it('link only to routes that exist', async () => {
    const { findRoute } = await import('#shared/routes.ts');
    const known = new Set(articles.map((a) => `/help/${a.category}/${a.slug}`));
    for (const article of articles) {
      for (const [, href] of article.body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        const target = href!.split(/[?#]/)[0]!;
        const ok = target.startsWith('/help/') && target.split('/').length === 4 ? known.has(target) : findRoute(target) !== null;
        expect(ok, `${article.category}/${article.slug} links to ${href}`).toBe(true);
      }
    }
  });
});

describe('search', () => {
  const article = (slug: string, title: string, body: string): HelpArticle => ({
    category: 'getting-started',
    slug,
    title,
    summary: 'A summary.',
    order: null,
    updated: null,
    body,
  });
  const index = buildSearchIndex([
    article('body-only', 'Billing questions', 'You can attach your resume to an application.'),
    article('title', 'Build your resume', 'Fill in each section.'),
    article('other', 'Job alerts', 'Alerts arrive daily.'),
  ]);

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('resmue', 'resume')).toBe(1);
    expect(editDistance('resume', 'resume')).toBe(0);
  });

  it('finds "resmue", ranking a title match above a body match', () => {
    expect(index.search('resmue').map((a) => a.slug)).toEqual(['title', 'body-only']);
  });

  it('matches the start of a word and ignores very short words', () => {
    expect(index.search('alert').map((a) => a.slug)).toEqual(['other']);
    expect(index.search('a to')).toEqual([]);
  });

  it('finds resume articles among the real ones', () => {
    const real = buildSearchIndex(loadArticles(HELP_CONTENT_DIR));
    const hits = real.search('resmue');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.category).toBe('resume-builder');
    expect(hits.length).toBeLessThanOrEqual(10);
  });
});

describe('the Markdown renderer', () => {
  const render = (source: string) =>
    renderToStaticMarkup(createElement(MantineProvider, null, createElement(Router, { ssrPath: '/help', children: createElement(MarkdownView, { source }) })));

  it('shows raw HTML as text, never as markup', () => {
    const html = render('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops links to unsafe schemes, keeping their text', () => {
    const html = render('[click](javascript:alert(1)) and [home](/jobs)');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('click');
    expect(html).toContain('href="/jobs"');
  });

  it('draws headings, lists, tables and code', () => {
    const html = render('## Steps\n\n1. **One**\n2. *Two*\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`code`');
    expect(html).toMatch(/<h2[^>]*>Steps<\/h2>/);
    expect(html).toContain('<ol');
    expect(html).toContain('<strong>One</strong>');
    expect(html).toContain('<table');
    expect(html).toContain('<code');
  });
});
