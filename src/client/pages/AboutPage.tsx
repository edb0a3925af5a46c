import { APP_NAME } from '#shared/constants.ts';
import { link } from '#shared/routes.ts';
import { DocumentPage } from './DocumentPage.tsx';
import { JOB_SEEKER_FEATURES } from './features.ts';
import { Bullets, P, To } from './links.tsx';

export default function AboutPage() {
  return (
    <DocumentPage
      title={`About ${APP_NAME}`}
      subtitle="A career platform for students and early-career job seekers: find the work, prepare for it, and see what is working."
      sections={[
        {
          title: 'Why we built it',
          body: (
            <P>
              A first job search means many tools at once: a job board, a resume editor, a spreadsheet of applications, interview
              notes, and little feedback from any of them. {APP_NAME} puts those in one place, keeps them connected (an application
              remembers the resume you sent; interview practice can take its questions from that job) and shows you, from your own
              data, what is working.
            </P>
          ),
        },
        {
          title: 'What it does',
          body: (
            <>
              <Bullets
                items={JOB_SEEKER_FEATURES.map((f) => (
                  <>
                    <To href={f.href}>{f.title}</To>: {f.line}
                  </>
                ))}
              />
              <P>
                More in <To href={link('/job-seekers')}>For Job Seekers</To>; plans on the <To href={link('/pricing')}>pricing page</To>.
              </P>
            </>
          ),
        },
        {
          title: 'What we care about',
          body: (
            <Bullets
              items={[
                <>
                  Privacy: no analytics or advertising trackers, only the cookies sign-in needs, and your data downloadable and
                  deletable from Settings (see the <To href={link('/privacy')}>Privacy Policy</To>).
                </>,
                'Honest figures: scores explain each point they give, and your analytics are computed from your own records only.',
                'Accessibility: pages are checked for accessibility problems in our automated browser tests, and each analytics chart has a table with the same figures.',
                'Fairness: the free plan is useful on its own, and the limits that premium lifts are stated up front.',
              ]}
            />
          ),
        },
        {
          title: 'Built on open standards',
          body: (
            <Bullets
              items={[
                'JSON Resume: import and export resumes in an open format other tools read.',
                'O*NET: the career assessment uses the U.S. Department of Labor’s occupation data and Interest Profiler.',
                'Web Push: notifications through your own browser’s push service, end-to-end encrypted.',
                'One-click unsubscribe (RFC 8058) on every e-mail that is not about security.',
                'OpenID Connect for signing in with Google or LinkedIn, and standard authenticator apps (TOTP) for two-factor sign-in.',
              ]}
            />
          ),
        },
        {
          title: 'Get in touch',
          body: (
            <P>
              Questions, ideas or problems: use the <To href={link('/contact')}>contact page</To>, or look in the <To href={link('/help')}>help centre</To>.
            </P>
          ),
        },
      ]}
    />
  );
}
