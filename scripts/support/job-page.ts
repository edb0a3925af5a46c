// A job posting's web page as career sites build them (styles and scripts inline, navigation,
// the posting's text, its JSON-LD last), grown to a size, and a loopback server that answers it at
// once: `npm run bench:capture` reads a page of a usual size, `npm run stall` the largest the
// guarded fetcher takes.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const posting = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', name: 'Initech', url: 'https://initech.example' },
    {
      '@type': 'JobPosting',
      title: 'Senior Backend Engineer',
      hiringOrganization: { '@type': 'Organization', name: 'Initech' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'United States' },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 70, maxValue: 90, unitText: 'HOUR' } },
      employmentType: ['FULL_TIME'],
      datePosted: '2026-11-20',
      validThrough: '2027-01-31',
      description: `<h2>About the role</h2>${'<p>You will design, build and run the services that move money for our customers, with a team that ships every day and owns what it ships.</p>'.repeat(12)}<h2>What you bring</h2><ul>${'<li>Years of TypeScript or Go in production, and Postgres you have tuned yourself</li>'.repeat(10)}</ul>`,
      url: 'https://careers.initech.example/jobs/4012345',
      directApply: true,
    },
  ],
};

const block = (size: number, make: (i: number) => string) => {
  const parts: string[] = [];
  for (let i = 0, length = 0; length < size; i++) {
    parts.push(make(i));
    length += parts.at(-1)!.length;
  }
  return parts.join('');
};

/** A page of about `bytes` bytes: a fifth styles, two fifths scripts, the rest markup, the posting's JSON-LD at the end. */
export function jobPage(bytes: number): string {
  const style = block(bytes / 5, (i) => `.c${i}{margin:0 ${i % 16}px;padding:4px;color:#333;font:14px/1.4 system-ui}`);
  const script = block((2 * bytes) / 5, (i) => `window.__a${i}=function(e){return e&&e.target?e.target.dataset.k${i}:null};`);
  const nav = block(bytes / 5, (i) => `<li class="c${i % 50}"><a href="/jobs/${i}">Open role number ${i} in engineering</a></li>`);
  const description = posting['@graph'][1]!.description as string;
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Senior Backend Engineer | Initech</title><link rel="canonical" href="https://careers.initech.example/jobs/4012345"><meta property="og:title" content="Senior Backend Engineer"><meta property="og:site_name" content="Initech"><style>${style}</style><script>${script}</script></head>`;
  const body = `<body><header><nav><ul>${nav}</ul></nav></header><main><h1>Senior Backend Engineer</h1><div class="description">${description}</div>`;
  const end = `</main><script type="application/ld+json">${JSON.stringify(posting)}</script></body></html>`;
  const filler = block(Math.max(0, bytes - head.length - body.length - end.length - 1000), (i) => `<p class="c${i % 50}">Filler paragraph ${i}.</p>`);
  return `${head}${body}${filler}${end}`;
}

/** Serves the page at every address on loopback; its address and how to stop it. */
export async function serveJobPage(page: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jobs/4012345`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
