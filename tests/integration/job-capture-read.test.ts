// Reading a member's link into a posting (readLink) against real servers on loopback: pages with
// JSON-LD (an @graph, an hourly salary), microdata, only OpenGraph, no posting, a malformed block,
// a "competitive" salary, a JSON answer, a 2 MB page whose posting comes last, and Greenhouse,
// Lever and Ashby posting links read through their APIs (the live sources' loopback boards). Each
// refusal is a BAD_REQUEST toast in the capture's words; a private address stays refused when the
// loopback switch is off.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_CAPTURE_LIMITS, JOB_CAPTURE_TEXT as M } from '#shared/constants/job-capture.ts';
import { capturedPosting } from '#shared/schemas/job-capture.ts';
import { startJobBoards } from '../../scripts/support/job-boards.ts';
import type { Config } from '../../src/server/config.ts';
import { readLink } from '../../src/server/features/job-capture/read/index.ts';
import { AppError } from '../../src/server/platform/errors.ts';
import { testConfig } from '../support/app.ts';

const boards = await startJobBoards();
const config = testConfig({ JOB_FETCH_ALLOW_LOOPBACK: '1', GREENHOUSE_API_URL: boards.url, LEVER_API_URL: boards.url, ASHBY_API_URL: boards.url, JOB_FEED_TIMEOUT_MS: '2000' });

const pages = new Map<string, { type: string; body: string }>();
const server = createServer((req, res) => {
  const page = pages.get(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
  if (!page) {
    res.writeHead(404, { 'content-type': 'text/html' });
    return res.end('<h1>Not found</h1>');
  }
  res.writeHead(200, { 'content-type': page.type });
  res.end(page.body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await boards.close();
});

let served = 0;
/** Serves an HTML page (or another type) and answers its address. */
function serve(body: string, type = 'text/html; charset=utf-8'): string {
  const path = `/jobs/${++served}`;
  pages.set(path, { type, body });
  return `${site}${path}`;
}
const html = (head: string, body = '') => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const jsonLd = (data: unknown) => `<script type="application/ld+json">${typeof data === 'string' ? data : JSON.stringify(data)}</script>`;

const posting = (extra: Record<string, unknown> = {}) => ({
  '@type': 'JobPosting',
  title: 'Warehouse Associate',
  hiringOrganization: { '@type': 'Organization', name: 'Initech' },
  jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Reno', addressRegion: 'NV', addressCountry: 'US' } },
  baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', value: 25, unitText: 'HOUR' } },
  employmentType: 'FULL_TIME',
  datePosted: '2026-11-20',
  description: '<p>Pick, pack and ship.</p>',
  ...extra,
});

/** The toast a read is refused with. */
async function refusal(url: string, cfg: Config = config) {
  const error = await readLink(cfg, url).then(
    () => null,
    (err: unknown) => err,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal of ${url}, got ${String(error)}`);
  return { code: error.code, title: error.title, description: error.description };
}
const refused = (description: string) => ({ code: 'BAD_REQUEST', title: M.readFailed, description });

describe('a page', () => {
  it('reads JSON-LD in an @graph, an hourly salary made yearly', async () => {
    const url = serve(html(jsonLd({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Initech careers' }, posting()] })));
    const read = await readLink(config, `${url}?utm_source=newsletter`);
    expect(read).toEqual({
      title: 'Warehouse Associate',
      companyName: 'Initech',
      location: 'Reno, NV, US',
      workType: 'on-site',
      applicantLocations: [],
      salary: { min: 52_000, max: 52_000, currency: 'USD' },
      employmentTypes: ['FULL_TIME'],
      postedDate: new Date('2026-11-20'),
      validThrough: null,
      description: 'Pick, pack and ship.',
      url,
      applyUrl: `${url}?utm_source=newsletter`,
      directApply: null,
      source: null,
      readBy: 'json-ld',
    });
    expect(capturedPosting.safeParse(read).success).toBe(true);
  });

  it('reads microdata', async () => {
    const body = `<article itemscope itemtype="http://schema.org/JobPosting">
      <h1 itemprop="title">Night Nurse</h1>
      <p itemprop="hiringOrganization" itemscope itemtype="http://schema.org/Organization"><span itemprop="name">Mercy Hospital</span></p>
      <span itemprop="jobLocation" itemscope itemtype="http://schema.org/Place"><span itemprop="address" itemscope itemtype="http://schema.org/PostalAddress">
        <span itemprop="addressLocality">Leeds</span>, <span itemprop="addressCountry">GB</span></span></span>
      <div itemprop="baseSalary" itemscope itemtype="http://schema.org/MonetaryAmount"><meta itemprop="currency" content="GBP">
        <span itemprop="value" itemscope itemtype="http://schema.org/QuantitativeValue"><meta itemprop="minValue" content="3000"><meta itemprop="maxValue" content="3500"><meta itemprop="unitText" content="MONTH"></span></div>
      <div itemprop="description"><p>Care for patients overnight.</p><ul><li>Band 5</li><li>Nights</li></ul></div>
    </article>`;
    expect(await readLink(config, serve(html('<title>Night Nurse</title>', body)))).toMatchObject({
      title: 'Night Nurse',
      companyName: 'Mercy Hospital',
      location: 'Leeds, GB',
      salary: { min: 36_000, max: 42_000, currency: 'GBP' },
      description: 'Care for patients overnight.\n\n• Band 5\n• Nights',
      readBy: 'microdata',
    });
  });

  it('reads only the link preview when the page has nothing else', async () => {
    const head = '<meta property="og:title" content="Barista"><meta property="og:site_name" content="Bean There"><meta property="og:description" content="Make &lt;great&gt; coffee.">';
    expect(await readLink(config, serve(html(head)))).toMatchObject({ title: 'Barista', companyName: 'Bean There', description: 'Make <great> coffee.', salary: null, readBy: 'opengraph' });
  });

  it('skips a malformed block, and leaves a "competitive" salary out rather than guessing', async () => {
    const url = serve(html(`${jsonLd('{"@type": "JobPosting", "title": ')}${jsonLd(posting({ baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: 'Competitive' } }))}`));
    expect(await readLink(config, url)).toMatchObject({ title: 'Warehouse Associate', salary: null, readBy: 'json-ld' });
  });

  it('reads a JSON answer as one JSON-LD document', async () => {
    expect(await readLink(config, serve(JSON.stringify([posting()]), 'application/ld+json'))).toMatchObject({ title: 'Warehouse Associate', readBy: 'json-ld' });
  });

  it('reads a 2 MB page whose posting comes last', async () => {
    const end = html('<title>Jobs</title>', jsonLd(posting({ title: 'Last on the page' })));
    const filler = `<p>${'Filler text that is not a posting. '.repeat(100)}</p>\n`;
    const padding = filler.repeat(Math.floor((JOB_CAPTURE_LIMITS.maxBytes - end.length - 1000) / filler.length));
    const body = html('<title>Jobs</title>', `${padding}${jsonLd(posting({ title: 'Last on the page' }))}`);
    expect(Buffer.byteLength(body)).toBeGreaterThan(JOB_CAPTURE_LIMITS.maxBytes - 10_000);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(JOB_CAPTURE_LIMITS.maxBytes);
    expect((await readLink(config, serve(body))).title).toBe('Last on the page');
  });

  it('reads pages built to make the reader work (twenty thousand nested properties, JSON nested 300,000 deep) as holding no posting', async () => {
    const nested = html('', `<div itemscope itemtype="https://schema.org/JobPosting">${'<span itemprop="title description">word '.repeat(20_000)}`);
    const deep = html(jsonLd(`${'['.repeat(300_000)}${']'.repeat(300_000)}`));
    expect(await refusal(serve(nested))).toEqual(refused(M.noPosting));
    expect(await refusal(serve(deep))).toEqual(refused(M.noPosting));
  });

  it('refuses a page with no posting, or a malformed one only, and a page past the size limit', async () => {
    expect(await refusal(serve(html('<title>About us</title>', '<p>We make things.</p>')))).toEqual(refused(M.noPosting));
    expect(await refusal(serve(html(jsonLd('{ not json'))))).toEqual(refused(M.noPosting));
    expect(await refusal(serve(html('', 'x'.repeat(JOB_CAPTURE_LIMITS.maxBytes))))).toEqual(refused(M.tooLarge));
  });

  it("refuses in the guarded fetcher's words: a missing page, a private address with the switch off", async () => {
    expect(await refusal(`${site}/gone`)).toEqual(refused(M.httpError(404)));
    expect(await refusal(serve(html(jsonLd(posting()))), testConfig())).toEqual(refused(M.privateAddress));
    expect(await refusal('http://169.254.169.254/latest/meta-data/', config)).toEqual(refused(M.privateAddress));
  });
});

describe('a job board posting', () => {
  const uuid = (n: number) => `5ac21346-8e0c-4494-8e7a-${String(n).padStart(12, '0')}`;

  it('reads a Greenhouse posting through its API, with the company it names', async () => {
    const name = 'initech-data';
    boards.setJobs('greenhouse', name, [
      { id: '4012345', title: 'Senior Data Engineer', location: 'Denver, CO', description: '<p>Pipelines &amp; <b>warehouses</b>.</p>', company: 'Initech Corp' },
      { id: '4012346', title: 'Designer' },
    ]);
    const before = boards.requests.length;
    const read = await readLink(config, `https://job-boards.greenhouse.io/${name}/jobs/4012345?gh_src=abc`);
    expect(boards.requests.slice(before)).toEqual([`GET /v1/boards/${name}/jobs/4012345?content=true`]);
    expect(read).toMatchObject({
      title: 'Senior Data Engineer',
      companyName: 'Initech Corp',
      location: 'Denver, CO',
      workType: 'on-site',
      description: 'Pipelines & warehouses.',
      url: `https://boards.greenhouse.io/${name}/jobs/4012345`,
      source: { kind: 'greenhouse', postingId: '4012345' },
      readBy: 'greenhouse',
    });
    expect(capturedPosting.safeParse(read).success).toBe(true);
    // Without a company on the answer, the board's name stands in.
    expect((await readLink(config, `https://boards.greenhouse.io/${name}/jobs/4012346`)).companyName).toBe('Initech Data');
  });

  it('reads a Lever posting from its apply link, an hourly salary made yearly', async () => {
    const name = 'hooli';
    boards.setJobs('lever', name, [{ id: uuid(1), title: 'Support Specialist', workplace: 'remote', salary: { min: 20, max: 30, yearly: false } }]);
    expect(await readLink(config, `https://jobs.lever.co/${name}/${uuid(1)}/apply`)).toMatchObject({
      title: 'Support Specialist',
      workType: 'remote',
      salary: { min: 41_600, max: 62_400, currency: 'USD' },
      source: { kind: 'lever', postingId: uuid(1) },
      url: `https://jobs.lever.co/${name}/${uuid(1)}`,
      readBy: 'lever',
    });
  });

  it('reads an Ashby posting from its board, and not an unlisted one', async () => {
    const name = 'globex';
    boards.setJobs('ashby', name, [
      { id: uuid(2), title: 'Product Designer', salary: { min: 70_000, max: 90_000, currency: 'EUR' } },
      { id: uuid(3), title: 'Secret Role', unlisted: true },
    ]);
    expect(await readLink(config, `https://jobs.ashbyhq.com/${name}/${uuid(2)}/application`)).toMatchObject({
      title: 'Product Designer',
      salary: { min: 70_000, max: 90_000, currency: 'EUR' },
      source: { kind: 'ashby', postingId: uuid(2) },
      readBy: 'ashby',
    });
    expect(await refusal(`https://jobs.ashbyhq.com/${name}/${uuid(3)}`)).toEqual(refused(M.boardPostingMissing));
    expect(await refusal(`https://jobs.ashbyhq.com/${name}/${uuid(4)}`)).toEqual(refused(M.boardPostingMissing));
  });

  it('refuses a posting the board no longer lists, and a board that fails', async () => {
    const name = 'umbrella';
    boards.setJobs('lever', name, []);
    expect(await refusal(`https://jobs.lever.co/${name}/${uuid(5)}`)).toEqual(refused(M.boardPostingMissing));
    expect(await refusal(`https://boards.greenhouse.io/no-such-board/jobs/1`)).toEqual(refused(M.boardPostingMissing));
    boards.setJobs('greenhouse', name, [{ id: '7', title: 'Chemist' }]);
    boards.fail('greenhouse', name, { kind: 'error', status: 503 });
    expect(await refusal(`https://boards.greenhouse.io/${name}/jobs/7`)).toEqual(refused(M.network));
  });
});
