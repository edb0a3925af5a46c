// Reading import files: every bad input the issue lists gets its own message (naming the column or
// property), valid rows pass through the shared job schema, and JobPosting JSON maps as decision
// 035 says.
import { describe, expect, it } from 'vitest';
import { JOB_FIELD_LIMITS, JOB_FIELD_TEXT, JOB_IMPORT_LIMITS, JOB_IMPORT_TEXT as M } from '#shared/constants/jobs.ts';
import { jsonDepth, parseJobFile, type ParsedFile } from '../../src/server/features/jobs/staff/imports/parse.ts';

const now = new Date('2026-11-24T12:00:00Z');
const options = { defaultCompany: 'Acme', maxAgeDays: 60, now };
const read = (text: string | Uint8Array, name = 'jobs.csv') => parseJobFile(typeof text === 'string' ? Buffer.from(text) : text, name, options);
const HEADER = 'external_id,title,company,location,work_type,experience_level,salary_min,salary_max,description,apply_url,posted_date';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const good = (id: string, extra: Partial<Record<'salary' | 'work' | 'desc' | 'level' | 'date', string>> = {}) =>
  `${id},Backend Engineer,Globex,Berlin,${extra.work ?? 'remote'},${extra.level ?? 'mid'},${extra.salary ?? '100000'},150000,${extra.desc ?? 'Build things'},https://example.com/${id},${extra.date ?? '2026-11-20'}`;

function rows(file: ParsedFile) {
  if (!file.ok) throw new Error(file.message);
  return file.rows;
}
const refusal = (file: ParsedFile) => (file.ok ? null : file.message);

describe('CSV', () => {
  it('reads a valid file into jobs, header names matched loosely', () => {
    const file = read(['External ID,Title, Work-Type ,SALARY_MIN', 'a1,Data Analyst,On site,"120,000"'].join('\r\n'));
    const [row] = rows(file);
    expect(row!.errors).toEqual([]);
    expect(row!.row).toBe(2);
    expect(row!.job).toMatchObject({
      externalId: 'a1',
      fields: { title: 'Data Analyst', companyName: 'Acme', workType: 'on-site', salaryMin: 120000, experienceLevel: 'mid' },
      postedDate: null,
    });
    expect(row!.notes).toContain('Experience level mid, read from the title');
  });

  it('refuses a file missing required columns, naming them', () => {
    expect(refusal(read('title,company\nX,Y'))).toBe(M.missingColumns(['external_id', 'work_type']));
  });

  it('refuses unknown and repeated columns', () => {
    expect(refusal(read('external_id,title,work_type,salary\n1,X,remote,1'))).toBe(M.unknownColumns(['salary']));
    expect(refusal(read('external_id,title,work_type,Title\n1,X,remote,Y'))).toBe(M.duplicateColumns(['title']));
  });

  it('refuses an unknown work type on its row, naming the column', () => {
    const [bad, fine] = rows(read(csv(good('1', { work: 'sometimes' }), good('2'))));
    expect(bad!.job).toBeNull();
    expect(bad!.errors).toEqual([`work_type: ${JOB_FIELD_TEXT.workType}`]);
    expect(fine!.job).not.toBeNull();
  });

  it('refuses salaries with currency symbols or units; plain and comma-grouped digits pass', () => {
    const [dollar, k, decimal, plain] = rows(
      read(csv(good('1', { salary: '"$120,000"' }), good('2', { salary: '120k' }), good('3', { salary: '120000.50' }), good('4', { salary: '120000' }))),
    );
    for (const row of [dollar, k, decimal]) expect(row!.errors).toEqual([`salary_min: ${JOB_FIELD_TEXT.salary}`]);
    expect(plain!.job!.fields.salaryMin).toBe(120000);
  });

  it('converts HTML descriptions to text, drops scripts, and says so', () => {
    const [row] = rows(read(csv(good('1', { desc: '"<p>Hello <b>team</b></p><script>alert(1)</script>"' }))));
    expect(row!.job!.fields.description).toBe('Hello team');
    expect(row!.notes).toEqual([M.htmlConverted, M.scriptsRemoved]);
  });

  it('cuts an overlong description at the limit and says so', () => {
    const [row] = rows(read(csv(good('1', { desc: 'word '.repeat(5_000) }))));
    expect(row!.job!.fields.description.length).toBeLessThanOrEqual(JOB_FIELD_LIMITS.descriptionMax);
    expect(row!.notes).toContain(M.descriptionCut);
  });

  it('refuses every row sharing an external id, naming the others', () => {
    const parsed = rows(read(csv(good('dup'), good('ok'), good('dup'), good('dup'))));
    expect(parsed.map((r) => r.job === null)).toEqual([true, false, true, true]);
    expect(parsed[0]!.errors).toEqual([M.duplicateId('dup', [4, 5])]);
    expect(parsed[2]!.errors).toEqual([M.duplicateId('dup', [2, 5])]);
  });

  it('refuses bad dates, future dates and dates past the board age', () => {
    const parsed = rows(read(csv(good('1', { date: 'yesterday' }), good('2', { date: '2027-01-01' }), good('3', { date: '2026-01-01' }))));
    expect(parsed[0]!.errors).toEqual([`posted_date: ${M.date}`]);
    expect(parsed[1]!.errors).toEqual([`posted_date: ${M.dateFuture}`]);
    expect(parsed[2]!.errors).toEqual([`posted_date: ${M.dateTooOld(60)}`]);
  });

  it('names every failing field of a row, and a row with the wrong number of cells', () => {
    const parsed = rows(read(csv(',,Globex,,remote,wizard,,,,ftp://x,', 'x,Only three', good('r', { salary: '200000' }))));
    expect(parsed[0]!.errors).toEqual([
      `external_id: ${JOB_FIELD_TEXT.externalIdRequired}`,
      `title: ${JOB_FIELD_TEXT.titleRequired}`,
      `experience_level: ${JOB_FIELD_TEXT.experienceLevel}`,
      `apply_url: ${JOB_FIELD_TEXT.applyUrl}`,
    ]);
    expect(parsed[1]!.errors).toEqual([M.cellCount(2, 11)]);
    expect(parsed[2]!.errors).toEqual([`salary_max: ${JOB_FIELD_TEXT.salaryRange}`]);
  });

  it('refuses too many rows quickly, without reading them all', () => {
    const big = csv(...Array.from({ length: 50_000 }, (_, i) => `${i},Job ${i},,,remote,,,,,,`));
    const started = performance.now();
    expect(refusal(read(big))).toBe(M.tooManyRows);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(read(csv(...Array.from({ length: JOB_IMPORT_LIMITS.maxRows }, (_, i) => `${i},Job ${i},,,remote,,,,,,`))).ok).toBe(true);
  });

  it('refuses empty files, header-only files, bad UTF-8, binary and broken quoting', () => {
    expect(refusal(read('  \n'))).toBe(M.empty);
    expect(refusal(read(HEADER))).toBe(M.empty);
    expect(refusal(read(new Uint8Array([0x65, 0x78, 0xff, 0xfe, 0x0a])))).toBe(M.notUtf8);
    expect(refusal(read(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])))).toBe(M.notUtf8);
    expect(refusal(read('external_id,title,work_type\n1,"unclosed,remote'))).toMatch(/^The CSV could not be read: /);
  });
});

describe('JobPosting JSON', () => {
  const posting = (extra: Record<string, unknown> = {}) => ({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    identifier: { '@type': 'PropertyValue', name: 'Globex', value: 'G-1' },
    title: 'Senior Platform Engineer',
    description: '<p>Run <em>the</em> platform.</p>',
    hiringOrganization: { '@type': 'Organization', name: 'Globex' },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } },
    baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 150000, maxValue: 190000, unitText: 'YEAR' } },
    datePosted: '2026-11-20',
    validThrough: '2027-01-31T00:00',
    url: 'https://globex.example/jobs/1',
    employmentType: 'FULL_TIME',
    ...extra,
  });
  const json = (data: unknown) => read(JSON.stringify(data), 'jobs.json');

  it('maps a posting: identifier value, company, address, salary, level from the title, HTML to text', () => {
    const [row] = rows(json([posting()]));
    expect(row!.errors).toEqual([]);
    expect(row!.job).toEqual({
      externalId: 'G-1',
      fields: {
        title: 'Senior Platform Engineer',
        companyName: 'Globex',
        location: 'Austin, TX, US',
        workType: 'on-site',
        experienceLevel: 'senior',
        salaryMin: 150000,
        salaryMax: 190000,
        salaryCurrency: 'USD',
        description: 'Run the platform.',
        applyUrl: 'https://globex.example/jobs/1',
      },
      postedDate: new Date('2026-11-20'),
    });
  });

  it('takes one object, an array, or an @graph (its other nodes ignored)', () => {
    expect(rows(json(posting())).length).toBe(1);
    const graph = rows(json({ '@graph': [{ '@type': 'Organization', name: 'Globex' }, posting(), posting({ identifier: 'G-2' })] }));
    expect(graph.map((r) => [r.row, r.externalId])).toEqual([
      [2, 'G-1'],
      [3, 'G-2'],
    ]);
  });

  it('falls back to the url as id; telecommute is remote, with a place hybrid', () => {
    const [remote, hybrid] = rows(
      json([
        posting({ identifier: undefined, jobLocation: undefined, jobLocationType: 'TELECOMMUTE' }),
        posting({ identifier: 'H', jobLocationType: 'TELECOMMUTE' }),
      ]),
    );
    expect(remote!.job).toMatchObject({ externalId: 'https://globex.example/jobs/1', fields: { workType: 'remote', location: null } });
    expect(hybrid!.job!.fields.workType).toBe('hybrid');
  });

  it('makes a salary yearly in its own currency, noting a conversion', () => {
    const eur = { '@type': 'MonetaryAmount', currency: 'eur', value: { minValue: 4000, maxValue: 5000, unitText: 'MONTH' } };
    const hourly = { '@type': 'MonetaryAmount', currency: 'USD', value: { value: 25, unitText: 'HOUR' } };
    // schema.org lets the period sit on the MonetaryAmount and the figure be a bare number.
    const bare = { '@type': 'MonetaryAmount', currency: 'GBP', unitText: 'YEAR', value: 55000 };
    const [monthly, perHour, yearly] = rows(json([posting({ identifier: '1', baseSalary: eur }), posting({ identifier: '2', baseSalary: hourly }), posting({ identifier: '3', baseSalary: bare })]));
    expect(monthly!.job!.fields).toMatchObject({ salaryMin: 48_000, salaryMax: 60_000, salaryCurrency: 'EUR' });
    expect(monthly!.notes).toContain(M.salaryConverted('month', 12));
    expect(perHour!.job!.fields).toMatchObject({ salaryMin: 52_000, salaryMax: 52_000, salaryCurrency: 'USD' });
    expect(perHour!.notes).toContain(M.salaryConverted('hour', 2080));
    expect(yearly!.job!.fields).toMatchObject({ salaryMin: 55_000, salaryMax: 55_000, salaryCurrency: 'GBP' });
    expect(yearly!.notes.filter((note) => note.startsWith('Salary'))).toEqual([]);
  });

  it('refuses a salary without a currency or a period, unreadable figures, past validThrough, no id, and non-postings, each on its row', () => {
    const noCurrency = { '@type': 'MonetaryAmount', value: { minValue: 1, maxValue: 2, unitText: 'YEAR' } };
    const noPeriod = { '@type': 'MonetaryAmount', currency: 'USD', value: 50 };
    const competitive = { '@type': 'MonetaryAmount', currency: 'USD', value: { value: 'Competitive', unitText: 'YEAR' } };
    const parsed = rows(
      json([
        posting({ identifier: '1', baseSalary: noCurrency }),
        posting({ identifier: '2', baseSalary: noPeriod }),
        posting({ identifier: '3', baseSalary: competitive }),
        posting({ identifier: '4', validThrough: '2026-11-01' }),
        posting({ identifier: undefined, url: undefined }),
        { '@type': 'Organization', name: 'Globex' },
        posting({ identifier: '7', experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: 12 } }),
      ]),
    );
    expect(parsed.map((r) => r.errors)).toEqual([
      [`baseSalary: ${M.salaryCurrency}`],
      [`baseSalary: ${M.salaryUnit}`],
      [`baseSalary: ${M.salaryShape}`],
      [`validThrough: ${M.expired}`],
      [M.idMissingJson],
      [M.notJobPosting],
      [],
    ]);
    expect(parsed[6]!.job!.fields.experienceLevel).toBe('entry');
  });

  it('refuses JSON that is not JobPosting data, or not JSON', () => {
    expect(refusal(json({ jobs: [] }))).toBe(M.notJobPostings);
    expect(refusal(json([{ '@type': 'Person' }]))).toBe(M.notJobPostings);
    expect(refusal(json([]))).toBe(M.empty);
    expect(refusal(read('{"@type": "JobPosting",', 'x.json'))).toMatch(/^The JSON could not be read: /);
  });
});

describe('caps on how a file is built', () => {
  it('reads how deep JSON nests, skipping brackets inside strings', () => {
    expect(jsonDepth('{"a": [1, {"b": "[[[{{{"}], "c": "\\"]"}')).toBe(3);
    expect(jsonDepth(`${'['.repeat(JOB_IMPORT_LIMITS.maxJsonDepth)}${']'.repeat(JOB_IMPORT_LIMITS.maxJsonDepth)}`)).toBe(JOB_IMPORT_LIMITS.maxJsonDepth);
  });

  it('refuses JSON past the depth cap and a CSV row past the length cap, naming its line', () => {
    const deep = JOB_IMPORT_LIMITS.maxJsonDepth + 1;
    expect(refusal(read(`${'['.repeat(deep)}${']'.repeat(deep)}`, 'jobs.json'))).toBe(M.jsonTooDeep);
    expect(refusal(read(csv(good('a1'), `a2,"${'x'.repeat(JOB_IMPORT_LIMITS.maxRowChars)}",,,remote,,,,,,`)))).toBe(M.rowTooLong(3));
  });
});
