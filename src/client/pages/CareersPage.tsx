import { APP_NAME } from '#shared/constants.ts';
import { link } from '#shared/routes.ts';
import { DocumentPage } from './DocumentPage.tsx';
import { Bullets, P, To } from './links.tsx';

export default function CareersPage() {
  return (
    <DocumentPage
      title={`Careers at ${APP_NAME}`}
      subtitle="There are no open roles listed here right now."
      sections={[
        {
          title: 'Working on Upward',
          body: (
            <P>
              We do not post job listings on this page, and we will not invent any. If you would like to work on {APP_NAME}, or to
              hear when a role opens, write to us through the <To href={link('/contact')}>contact page</To> with a few lines about yourself
              and what you would like to work on.
            </P>
          ),
        },
        {
          title: 'What the work looks like',
          body: (
            <Bullets
              items={[
                'A TypeScript codebase end to end: React on the client, a typed API on the server, PostgreSQL for everything stored.',
                'Every rule enforced on the server, every input checked by one shared schema, and tests that drive a real browser.',
                'Features built for people starting their careers, judged by whether they help someone get hired.',
              ]}
            />
          ),
        },
        {
          title: 'Looking for a job yourself?',
          body: (
            <P>
              The <To href={link('/jobs')}>job board</To> lists real postings, and <To href={link('/job-seekers')}>For Job Seekers</To> shows the
              tools to help you land one.
            </P>
          ),
        },
      ]}
    />
  );
}
