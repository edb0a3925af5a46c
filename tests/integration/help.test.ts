// The help centre over real HTTP: counts from the article files, typo-tolerant search, views once
// per reader a day and the popular list they rank, "Was this helpful?" per reader, the phone card
// only in a Premium member's answer, and a Premium member's contact message marked priority (and
// said so in the team's e-mail, through the job queue to a real SMTP server on loopback).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HELP_CATEGORIES, HELP_LIMITS, SUPPORT } from '#shared/constants/help.ts';
import type { HelpArticle, HelpArticleCard, HelpSupport } from '#shared/schemas/help.ts';
import { selectRows } from '../../src/server/db/client.ts';
import { contactSubmissions } from '../../src/server/db/schema/index.ts';
import { HELP_CONTENT_DIR, loadArticles } from '../../src/server/features/help/articles.ts';
import { findArticle } from '../../src/server/features/help/service.ts';
import { testConfig, useTestApp } from '../support/app.ts';
import { useTestDatabase } from '../support/database.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { httpCaller, sendTrpc } from '../support/trpc-http.ts';
import { createTestUser, randomIp } from '../support/users.ts';

const smtp = await startSmtpServer();
const PHONE = '+1 (415) 555-0100';
const database = await useTestDatabase();
const { db } = database;
const { app } = await useTestApp(database, { config: testConfig({ SMTP_URL: smtp.url, SUPPORT_PHONE: PHONE }) });
const { query, mutate } = httpCaller(app);
const files = loadArticles(HELP_CONTENT_DIR);

const [free, premium, other] = await Promise.all([createTestUser(db), createTestUser(db, { premium: true }), createTestUser(db)]);

describe('categories and articles', () => {
  it('counts each category from the files', async () => {
    const { data } = await query<{ category: string; articleCount: number }[]>('help.categories');
    expect(data.map((c) => c.category)).toEqual([...HELP_CATEGORIES]);
    for (const c of data) expect(c.articleCount).toBe(files.filter((f) => f.category === c.category).length);
    expect(data.every((c) => c.articleCount >= 4)).toBe(true);
  });

  it('lists a category and answers one article with its Markdown and related articles', async () => {
    const { data: list } = await query<HelpArticleCard[]>('help.category', { category: 'resume-builder' });
    expect(list.map((a) => a.slug)).toEqual(files.filter((f) => f.category === 'resume-builder').map((f) => f.slug));
    const { data: article } = await query<HelpArticle>('help.article', { category: 'resume-builder', slug: list[0]!.slug });
    expect(article.body).toContain('##');
    expect(article.helpful).toBeNull();
    expect(article.related.length).toBe(HELP_LIMITS.related);
    expect(article.related.every((a) => a.category === 'resume-builder' && a.slug !== list[0]!.slug)).toBe(true);
  });

  it('answers "Article not found" for a missing article and refuses an unknown category', async () => {
    const missing = await query('help.article', { category: 'account', slug: 'no-such-article' });
    expect(missing.error?.data.code).toBe('NOT_FOUND');
    expect(missing.error?.data.title).toBe('Article not found');
    expect((await query('help.category', { category: 'billing' })).error?.data.code).toBe('BAD_REQUEST');
  });

  it('gives the title and summary for a server-rendered page', () => {
    expect(findArticle('account', 'api-tokens')).toEqual({ title: 'Create an API token', summary: expect.any(String) });
    expect(findArticle('account', 'nope')).toBeNull();
  });
});

describe('search', () => {
  it('finds resume articles for "resmue", bounded', async () => {
    const { data } = await query<HelpArticleCard[]>('help.search', { q: 'resmue' });
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(HELP_LIMITS.searchResults);
    expect(data[0]!.category).toBe('resume-builder');
  });

  it('ranks the article whose title matches first', async () => {
    const { data } = await query<HelpArticleCard[]>('help.search', { q: 'two-factor authentication' });
    expect(data[0]!.slug).toBe('two-factor-authentication');
  });

  it('answers nothing for an empty or meaningless query', async () => {
    expect((await query<HelpArticleCard[]>('help.search', { q: '' })).data).toEqual([]);
    expect((await query<HelpArticleCard[]>('help.search', { q: 'zzqxj' })).data).toEqual([]);
  });
});

describe('views and popular articles', () => {
  const views = async (category: string, slug: string) =>
    (await selectRows<{ views: number }>(db, sql`select views from help_article_views where category = ${category} and slug = ${slug}`))[0]?.views ?? 0;
  const open = (category: string, slug: string, options: { token?: string; ip?: string } = {}) =>
    query('help.article', { category, slug }, { ip: randomIp(), ...options });

  it('counts a reader once a day, signed in or not', async () => {
    await open('troubleshooting', 'email-links', { token: free.token });
    await open('troubleshooting', 'email-links', { token: free.token });
    expect(await views('troubleshooting', 'email-links')).toBe(1);
    await open('troubleshooting', 'email-links', { token: other.token });
    await open('troubleshooting', 'email-links', { ip: '10.9.9.9' });
    await open('troubleshooting', 'email-links', { ip: '10.9.9.9' });
    expect(await views('troubleshooting', 'email-links')).toBe(3);
    // A visitor is kept as a hash, never their address.
    const readers = await selectRows<{ reader: string }>(db, sql`select reader from help_article_readers`);
    expect(readers.some((r) => r.reader.includes('10.9.9.9'))).toBe(false);
  });

  it('ranks popular articles by views', async () => {
    for (const token of [free.token, premium.token, other.token]) await open('job-search', 'job-alerts', { token });
    await open('account', 'api-tokens', { token: free.token });
    const { data } = await query<HelpArticleCard[]>('help.popular');
    expect(data.slice(0, 3).map((a) => `${a.category}/${a.slug}`)).toEqual(['job-search/job-alerts', 'troubleshooting/email-links', 'account/api-tokens']);
    expect(data.length).toBeLessThanOrEqual(HELP_LIMITS.popular);
  });

  it('leaves out an article whose file is gone', async () => {
    await db.execute(sql`insert into help_article_views (category, slug, views) values ('account', 'removed-article', 1000)`);
    const { data } = await query<HelpArticleCard[]>('help.popular');
    expect(data.map((a) => a.slug)).not.toContain('removed-article');
  });
});

describe('was this helpful?', () => {
  const input = { category: 'interviews', slug: 'interview-coach' } as const;
  const helpfulFor = async (token: string) => (await query<HelpArticle>('help.article', input, { token })).data.helpful;

  it('keeps one answer per reader, which they may change or withdraw', async () => {
    expect((await mutate('help.feedback', { ...input, helpful: true }, { token: free.token })).data).toEqual({ ...input, helpful: true });
    await mutate('help.feedback', { ...input, helpful: false }, { token: free.token });
    expect(await helpfulFor(free.token)).toBe(false);
    expect(await helpfulFor(other.token)).toBeNull();
    await mutate('help.feedback', { ...input, helpful: null }, { token: free.token });
    expect(await helpfulFor(free.token)).toBeNull();
  });

  it('asks visitors to sign in and refuses a missing article', async () => {
    expect((await mutate('help.feedback', { ...input, helpful: true })).error?.data.code).toBe('UNAUTHORIZED');
    expect((await mutate('help.feedback', { ...input, slug: 'nope', helpful: true }, { token: free.token })).error?.data.code).toBe('NOT_FOUND');
  });
});

describe('support cards', () => {
  const raw = async (token?: string) => (await sendTrpc(app, 'query', 'help.support', undefined, { token, ip: randomIp() })).body;

  it('gives everyone the e-mail card and withholds the phone from visitors and free members entirely', async () => {
    for (const token of [undefined, free.token]) {
      const { data } = await query<HelpSupport>('help.support', undefined, { token });
      expect(data.email).toEqual({ address: SUPPORT.email, reply: SUPPORT.emailReply });
      expect(data.priority).toBe(false);
      expect('phone' in data).toBe(false);
      const body = await raw(token);
      expect(body).not.toContain('555');
      expect(body).not.toContain(SUPPORT.phoneHours);
    }
  });

  it('gives a Premium member the phone card with the configured number and hours', async () => {
    const { data } = await query<HelpSupport>('help.support', undefined, { token: premium.token });
    expect(data.phone).toEqual({ number: PHONE, hours: SUPPORT.phoneHours });
    expect(data.priority).toBe(true);
  });
});

describe('priority contact messages', () => {
  const message = (email: string) => ({ fullName: 'Pat Premium', email, companyOrganization: null, message: 'My invoice shows the wrong plan, please check.' });

  it('marks a signed-in Premium member’s message priority and says so to the team; others are normal', async () => {
    await mutate('outreach.sendContactMessage', message('premium-sender@example.com'), { token: premium.token });
    await mutate('outreach.sendContactMessage', message('free-sender@example.com'), { token: free.token });
    await mutate('outreach.sendContactMessage', message('visitor-sender@example.com'));
    const priorityOf = async (email: string) => (await db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email)))[0]?.priority;
    expect(await priorityOf('premium-sender@example.com')).toBe(true);
    expect(await priorityOf('free-sender@example.com')).toBe(false);
    expect(await priorityOf('visitor-sender@example.com')).toBe(false);

    await app.platform.queue.settled();
    const mailTo = (email: string) => smtp.received.find((m) => m.raw.includes(email))!;
    expect(mailTo('premium-sender@example.com').raw).toContain('Subject: [Priority]');
    expect(mailTo('free-sender@example.com').raw).not.toContain('[Priority]');
  });
});
