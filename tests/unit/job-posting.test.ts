// Reading one posting from what a page holds (rules/job-posting.ts), as both the server and the
// browser extension run it: JSON-LD however a page nests it, microdata, OpenGraph as the last
// resort, salaries through the one salary rule (never a guess), every reading within the captured
// posting's schema; a posting's canonical address and the board postings read through an API. The
// server's HTML reader (page-facts.ts) is checked here too, on small pages.
import { describe, expect, it } from 'vitest';
import { JOB_CAPTURE_LIMITS } from '#shared/constants/job-capture.ts';
import { JOB_FIELD_LIMITS } from '#shared/constants/jobs.ts';
import { boardPostingOf, canonicalJobUrl, postingFromPage, type MicrodataItem, type PageFacts } from '#shared/rules/job-posting.ts';
import { capturedPosting } from '#shared/schemas/job-capture.ts';
import { descriptionText } from '../../src/server/engines/sourced-jobs/description.ts';
import { pageFacts } from '../../src/server/features/job-capture/read/page-facts.ts';

const PAGE = 'https://careers.globex.example/jobs/42';
const facts = (extra: Partial<PageFacts> = {}): PageFacts => ({ pageUrl: PAGE, canonicalUrl: null, jsonLd: [], microdata: [], openGraph: {}, title: null, ...extra });

/** The page's posting, checked against the captured posting's schema (a reading must always pass it). */
function read(page: PageFacts) {
  const posting = postingFromPage(page, descriptionText);
  if (posting) expect(capturedPosting.safeParse(posting).error).toBeUndefined();
  return posting;
}
const ld = (...nodes: unknown[]) => facts({ jsonLd: nodes.map((node) => (typeof node === 'string' ? node : JSON.stringify(node))) });

const posting = (extra: Record<string, unknown> = {}) => ({
  '@context': 'https://schema.org/',
  '@type': 'JobPosting',
  title: 'Senior Platform Engineer',
  description: '<p>Run <em>the</em> platform.</p><ul><li>Go</li><li>Postgres</li></ul>',
  hiringOrganization: { '@type': 'Organization', name: 'Globex', sameAs: 'https://globex.example' },
  jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } },
  baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 150000, maxValue: 190000, unitText: 'YEAR' } },
  employmentType: ['FULL_TIME', 'CONTRACTOR'],
  datePosted: '2026-11-20',
  validThrough: '2027-01-31T00:00:00Z',
  url: 'https://careers.globex.example/jobs/42?utm_source=linkedin',
  directApply: 'true',
  identifier: { '@type': 'PropertyValue', name: 'Globex', value: 'G-42' },
  ...extra,
});
const salary = (value: unknown, currency: unknown = 'USD') => ({ '@type': 'MonetaryAmount', currency, value });

describe('JSON-LD', () => {
  it('reads every field of a posting', () => {
    expect(read(ld(posting()))).toEqual({
      title: 'Senior Platform Engineer',
      companyName: 'Globex',
      location: 'Austin, TX, US',
      workType: 'on-site',
      applicantLocations: [],
      salary: { min: 150_000, max: 190_000, currency: 'USD' },
      employmentTypes: ['FULL_TIME', 'CONTRACTOR'],
      postedDate: new Date('2026-11-20'),
      validThrough: new Date('2027-01-31T00:00:00Z'),
      description: 'Run the platform.\n\n• Go\n• Postgres',
      url: 'https://careers.globex.example/jobs/42',
      applyUrl: 'https://careers.globex.example/jobs/42?utm_source=linkedin',
      directApply: true,
      source: null,
      readBy: 'json-ld',
    });
  });

  it.each([
    ['an @graph beside other nodes', { '@context': 'https://schema.org', '@graph': [{ '@type': 'Organization', name: 'Globex' }, { '@type': 'WebPage' }, posting()] }],
    ['an array', [{ '@type': 'BreadcrumbList' }, posting()]],
    ['an @type array', posting({ '@type': ['Thing', 'JobPosting'] })],
    ['a prefixed type', posting({ '@type': 'schema:JobPosting' })],
    ['a type as a full address', posting({ '@type': 'http://schema.org/JobPosting' })],
    ['a page whose mainEntity it is', { '@type': 'WebPage', mainEntity: posting() }],
    ['an @graph nested in an array', [{ '@graph': [posting()] }]],
  ])('finds the posting in %s', (_, data) => {
    expect(read(ld(data))).toMatchObject({ title: 'Senior Platform Engineer', companyName: 'Globex', readBy: 'json-ld' });
  });

  it('skips a malformed block and reads the next; unwraps comments and CDATA; takes raw line breaks in strings', () => {
    expect(read(ld('{"@type": "JobPosting", "title": ', posting({ title: 'Second' })))!.title).toBe('Second');
    expect(read(ld(`<!-- ${JSON.stringify(posting())} -->`))!.title).toBe('Senior Platform Engineer');
    expect(read(ld(`//<![CDATA[\n${JSON.stringify(posting())}\n//]]>`))!.title).toBe('Senior Platform Engineer');
    expect(read(ld(JSON.stringify(posting({ description: 'Line one|Line two' })).replace('|', '\n')))!.description).toBe('Line one Line two');
    expect(read(ld('not json at all', '[]', 'null', '"JobPosting"'))).toBeNull();
  });

  it('reads TELECOMMUTE as remote, with a place as hybrid, and keeps where applicants may live', () => {
    const remote = read(
      ld(
        posting({
          jobLocation: undefined,
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: [{ '@type': 'Country', name: 'United States' }, { '@type': 'Country', name: 'Canada' }, 'Canada'],
        }),
      ),
    );
    expect(remote).toMatchObject({ workType: 'remote', location: 'United States', applicantLocations: ['United States', 'Canada'] });
    expect(read(ld(posting({ jobLocationType: ['TELECOMMUTE'] })))).toMatchObject({ workType: 'hybrid', location: 'Austin, TX, US' });
  });

  it('takes the first of several places, a place named only by text, and an organisation named as text', () => {
    const several = posting({ jobLocation: [{ '@type': 'Place', address: { addressLocality: 'Berlin', addressCountry: 'DE' } }, { '@type': 'Place', address: 'Paris' }] });
    expect(read(ld(several))!.location).toBe('Berlin, DE');
    expect(read(ld(posting({ jobLocation: { '@type': 'Place', address: 'Remote, anywhere in the EU' } })))!.location).toBe('Remote, anywhere in the EU');
    expect(read(ld(posting({ hiringOrganization: 'Globex Corporation' })))!.companyName).toBe('Globex Corporation');
  });

  it.each([
    ['25 USD an hour is 52,000 a year', salary({ '@type': 'QuantitativeValue', value: 25, unitText: 'HOUR' }), { min: 52_000, max: 52_000, currency: 'USD' }],
    ['a monthly EUR range stays in euros', salary({ minValue: '4000', maxValue: '5000', unitText: 'MONTH' }, 'EUR'), { min: 48_000, max: 60_000, currency: 'EUR' }],
    ['a bare figure with the period on the amount', { ...salary(55_000, 'GBP'), unitText: 'YEAR' }, { min: 55_000, max: 55_000, currency: 'GBP' }],
    ['"competitive"', salary({ value: 'Competitive', unitText: 'YEAR' }), null],
    ['"Competitive" for the whole salary', 'Competitive', null],
    ['no currency', salary({ minValue: 1, maxValue: 2, unitText: 'YEAR' }, null), null],
    ['a currency sign', salary({ value: 120_000, unitText: 'YEAR' }, '$'), null],
    ['no period', salary(120_000), null],
    ['a biweekly period', salary({ value: 4_000, unitText: 'BIWEEKLY' }), null],
  ])('salary: %s', (_, baseSalary, expected) => {
    expect(read(ld(posting({ baseSalary })))!.salary).toEqual(expected);
  });

  it("takes the posting's salaryCurrency for a salary that states none of its own, but never a period", () => {
    const withCurrency = posting({ salaryCurrency: 'CHF', baseSalary: { '@type': 'MonetaryAmount', value: { value: 120_000, unitText: 'YEAR' } } });
    expect(read(ld(withCurrency))!.salary).toEqual({ min: 120_000, max: 120_000, currency: 'CHF' });
    expect(read(ld(posting({ salaryCurrency: 'CHF', baseSalary: 120_000 })))!.salary).toBeNull();
  });

  it('keeps within the schema: long fields cut, lists capped, unreadable dates and addresses left out', () => {
    const long = read(
      ld(
        posting({
          title: 'Engineer '.repeat(100),
          description: `<p>${'word '.repeat(10_000)}</p>`,
          employmentType: Array.from({ length: 30 }, (_, i) => `TYPE_${i}`).concat('x'.repeat(100)),
          datePosted: '+275760-09-13T00:00:00.000Z',
          validThrough: 'next month',
          url: 'javascript:alert(1)',
          directApply: 'yes',
        }),
      ),
    )!;
    expect(long.title.length).toBe(JOB_FIELD_LIMITS.titleMax);
    expect(long.title.endsWith('…')).toBe(true);
    expect(long.description.length).toBeLessThanOrEqual(JOB_FIELD_LIMITS.descriptionMax);
    expect(long.employmentTypes.length).toBe(JOB_CAPTURE_LIMITS.maxListEntries);
    expect(long).toMatchObject({ postedDate: null, validThrough: null, directApply: null, url: PAGE, applyUrl: PAGE });
  });

  it('needs a title and a company', () => {
    expect(read(ld(posting({ title: '  ' })))).toBeNull();
    expect(read(ld(posting({ hiringOrganization: { '@type': 'Organization' } })))).toBeNull();
  });

  it("prefers the posting whose address is the page's on a page listing several", () => {
    const other = posting({ title: 'Designer', url: 'https://careers.globex.example/jobs/7' });
    expect(read(ld([other, posting()]))!.title).toBe('Senior Platform Engineer');
    expect(read({ ...ld([posting(), other]), pageUrl: 'https://careers.globex.example/jobs/7#apply' })!.title).toBe('Designer');
    expect(read({ ...ld([other, posting({ url: undefined })]), pageUrl: 'https://careers.globex.example/list' })!.title).toBe('Designer');
  });

  it("takes the page's canonical link, else the page, as the address of a posting that states none", () => {
    expect(read({ ...ld(posting({ url: undefined })), canonicalUrl: '/jobs/42/?ref=home' })!.url).toBe('https://careers.globex.example/jobs/42');
    expect(read({ ...ld(posting({ url: '/jobs/42#top' })), pageUrl: 'https://careers.globex.example/x' })!.url).toBe('https://careers.globex.example/jobs/42');
  });

  it('names a Greenhouse, Lever or Ashby posting by its board id, from the page or the posting', () => {
    const lever = 'https://jobs.lever.co/globex/5ac21346-8e0c-4494-8e7a-3eb92ff77902';
    expect(read({ ...ld(posting({ url: undefined })), pageUrl: `${lever}?lever-source=LinkedIn` })).toMatchObject({
      source: { kind: 'lever', postingId: '5ac21346-8e0c-4494-8e7a-3eb92ff77902' },
      url: lever,
    });
    expect(read(ld(posting({ url: 'https://boards.greenhouse.io/globex/jobs/4012345?gh_src=x' })))!.source).toEqual({ kind: 'greenhouse', postingId: '4012345' });
  });
});

describe('microdata', () => {
  const item = (type: string, props: Record<string, (string | MicrodataItem)[]>): MicrodataItem => ({ type: [`https://schema.org/${type}`], props });
  const address = item('PostalAddress', { addressLocality: ['Leeds'], addressCountry: ['GB'] });
  const job = item('JobPosting', {
    title: ['Data Analyst'],
    hiringOrganization: [item('Organization', { name: ['Initech'] })],
    jobLocation: [item('Place', { address: [address] })],
    baseSalary: [item('MonetaryAmount', { currency: ['GBP'], value: [item('QuantitativeValue', { minValue: ['40000'], maxValue: ['50000'], unitText: ['YEAR'] })] })],
    datePosted: ['2026-11-02'],
    description: ['Analyse things.\n\n• SQL'],
    employmentType: ['FULL_TIME'],
    url: ['https://careers.globex.example/jobs/42'],
  });

  it('reads a JobPosting item and its nested items', () => {
    expect(read(facts({ microdata: [item('WebPage', {}), job] }))).toMatchObject({
      title: 'Data Analyst',
      companyName: 'Initech',
      location: 'Leeds, GB',
      salary: { min: 40_000, max: 50_000, currency: 'GBP' },
      postedDate: new Date('2026-11-02'),
      description: 'Analyse things.\n\n• SQL',
      employmentTypes: ['FULL_TIME'],
      readBy: 'microdata',
    });
  });

  it('comes after JSON-LD, and ignores properties named after the prototype', () => {
    expect(read({ ...ld(posting()), microdata: [job] })!.readBy).toBe('json-ld');
    const odd = item('JobPosting', { ...job.props, __proto__: ['x'], constructor: ['y'] } as MicrodataItem['props']);
    expect(read(facts({ microdata: [odd] }))!.title).toBe('Data Analyst');
  });
});

describe('OpenGraph, the last resort', () => {
  // A preview's description is text: what looks like a tag in it is kept as written.
  const og = { title: 'Backend Engineer', description: 'Join us to build <b>payments</b>.', siteName: 'Hooli', url: 'https://hooli.example/careers/backend/' };

  it('reads the link preview when it names a title and a site', () => {
    expect(read(facts({ openGraph: og }))).toMatchObject({
      title: 'Backend Engineer',
      companyName: 'Hooli',
      description: 'Join us to build <b>payments</b>.',
      url: 'https://hooli.example/careers/backend',
      salary: null,
      readBy: 'opengraph',
    });
    expect(read(facts({ openGraph: { siteName: 'Hooli' }, title: 'Backend Engineer | Hooli' }))!.title).toBe('Backend Engineer | Hooli');
  });

  it('is passed over for a posting, and reads nothing without a site name or a title', () => {
    expect(read({ ...ld(posting()), openGraph: og })!.readBy).toBe('json-ld');
    expect(read(facts({ openGraph: { title: 'Backend Engineer' } }))).toBeNull();
    expect(read(facts({ openGraph: { siteName: 'Hooli' } }))).toBeNull();
  });

  it('stands in for a posting that names no company', () => {
    expect(read({ ...ld(posting({ hiringOrganization: undefined })), openGraph: og })).toMatchObject({ companyName: 'Hooli', readBy: 'opengraph' });
  });

  it('reads no posting from a page without one', () => {
    expect(read(facts())).toBeNull();
    expect(read(ld({ '@type': 'Organization', name: 'Globex' }))).toBeNull();
  });
});

describe('canonicalJobUrl', () => {
  it.each([
    ['https://Careers.Globex.Example/Jobs/42', 'https://careers.globex.example/Jobs/42'],
    ['HTTPS://careers.globex.example:443/jobs/42', 'https://careers.globex.example/jobs/42'],
    ['http://careers.globex.example:80/jobs/42', 'http://careers.globex.example/jobs/42'],
    ['http://careers.globex.example:8080/jobs/42', 'http://careers.globex.example:8080/jobs/42'],
    ['https://careers.globex.example/jobs/42/', 'https://careers.globex.example/jobs/42'],
    ['https://careers.globex.example/', 'https://careers.globex.example'],
    ['https://careers.globex.example/jobs/42#apply', 'https://careers.globex.example/jobs/42'],
    ['https://careers.globex.example/jobs/42?utm_source=x&utm_medium=y&UTM_Campaign=z', 'https://careers.globex.example/jobs/42'],
    ['https://careers.globex.example/jobs?gh_jid=42&gh_src=abc', 'https://careers.globex.example/jobs?gh_jid=42'],
    ['https://careers.globex.example/jobs/42?ref=hn&source=twitter&lever-source=x', 'https://careers.globex.example/jobs/42'],
    ['https://careers.globex.example/jobs?team=b&id=42&lang=en', 'https://careers.globex.example/jobs?id=42&lang=en&team=b'],
    ['https://careers.globex.example/jobs?b=2&a=3&a=1', 'https://careers.globex.example/jobs?a=1&a=3&b=2'],
    ['https://user:pw@careers.globex.example/jobs/42', 'https://careers.globex.example/jobs/42'],
    ['https://bücher.example/jobs/1', 'https://xn--bcher-kva.example/jobs/1'],
    ['not a link', 'not a link'],
  ])('%s is %s', (url, canonical) => {
    expect(canonicalJobUrl(url)).toBe(canonical);
  });
});

describe('boardPostingOf', () => {
  const uuid = '5ac21346-8e0c-4494-8e7a-3eb92ff77902';
  it.each([
    ['https://boards.greenhouse.io/globex/jobs/4012345', { kind: 'greenhouse', board: 'globex', postingId: '4012345' }],
    ['https://job-boards.greenhouse.io/globex/jobs/4012345?gh_src=x', { kind: 'greenhouse', board: 'globex', postingId: '4012345' }],
    [`https://jobs.lever.co/globex/${uuid}`, { kind: 'lever', board: 'globex', postingId: uuid }],
    [`https://jobs.lever.co/globex/${uuid}/apply`, { kind: 'lever', board: 'globex', postingId: uuid }],
    [`https://jobs.ashbyhq.com/Globex.io/${uuid}/application`, { kind: 'ashby', board: 'Globex.io', postingId: uuid }],
    // A company's own page naming a Greenhouse job is not the board's posting.
    ['https://globex.example/careers?gh_jid=4012345', null],
    ['https://boards.greenhouse.io/globex/jobs/not-a-number', null],
    ['https://boards.greenhouse.io/globex', null],
    ['https://jobs.lever.co/globex/engineer', null],
    [`https://jobs.lever.co/glo%20bex/${uuid}`, null],
    [`https://jobs.lever.co/globex/${uuid}/elsewhere`, null],
    [`https://evil.example/globex/${uuid}`, null],
    [`https://jobs.lever.co.evil.example/globex/${uuid}`, null],
    [`ftp://jobs.lever.co/globex/${uuid}`, null],
  ])('%s', (url, expected) => {
    expect(boardPostingOf(url)).toEqual(expected);
  });
});

describe("the server's HTML reader", () => {
  it('gathers JSON-LD blocks, OpenGraph, the canonical link and the title', () => {
    const html = `<!doctype html><html><head><title> Jobs &amp; more </title>
      <link rel="alternate canonical" href="/jobs/42/">
      <meta property="og:title" content="Engineer"><meta name="og:site_name" content="Globex &amp; Co">
      <script type="application/ld+json">{"@type":"JobPosting","title":"A </p> & B"}</script>
      <script type="text/javascript">var x = 1;</script>
      <script type="application/ld+json; charset=utf-8">[]</script></head><body></body></html>`;
    expect(pageFacts(html, PAGE)).toEqual({
      pageUrl: PAGE,
      canonicalUrl: 'https://careers.globex.example/jobs/42/',
      jsonLd: ['{"@type":"JobPosting","title":"A </p> & B"}', '[]'],
      microdata: [],
      openGraph: { title: 'Engineer', siteName: 'Globex & Co' },
      title: 'Jobs & more',
    });
  });

  it('gathers microdata items: nested items, attribute values, text with its lines, no script text', () => {
    const html = `<body><div itemscope itemtype="https://schema.org/JobPosting">
        <h1 itemprop="title">Data
          Analyst</h1>
        <div itemprop="hiringOrganization" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Initech</span></div>
        <meta itemprop="datePosted" content="2026-11-02"><time itemprop="validThrough" datetime="2027-01-01">New Year</time>
        <a itemprop="url" href="/jobs/42">Apply</a>
        <div itemprop="description"><p>Analyse <b>things</b>.</p><script>alert(1)</script><ul><li>SQL</li><li>Python</li></ul></div>
      </div><div itemscope itemtype="https://schema.org/WebPage"></div></body>`;
    const { microdata } = pageFacts(html, PAGE);
    expect(microdata).toHaveLength(2);
    expect(microdata[0]!.type).toEqual(['https://schema.org/JobPosting']);
    expect({ ...microdata[0]!.props }).toEqual({
      title: ['Data Analyst'],
      hiringOrganization: [{ type: ['https://schema.org/Organization'], props: expect.objectContaining({ name: ['Initech'] }) }],
      datePosted: ['2026-11-02'],
      validThrough: ['2027-01-01'],
      url: ['https://careers.globex.example/jobs/42'],
      description: ['Analyse things.\n\n• SQL\n• Python'],
    });
    expect(read(pageFacts(html, PAGE))).toMatchObject({ title: 'Data Analyst', companyName: 'Initech', readBy: 'microdata' });
  });

  it('survives properties named after the prototype and unclosed tags', () => {
    const html = '<div itemscope itemtype="https://schema.org/JobPosting"><span itemprop="constructor __proto__ title">Welder<div itemprop="hiringOrganization">Acme';
    const { microdata } = pageFacts(html, PAGE);
    expect(microdata[0]!.props['title']).toEqual(['Welder\nAcme']);
    expect(microdata[0]!.props['hiringOrganization']).toEqual(['Acme']);
  });
});
