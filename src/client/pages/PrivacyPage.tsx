import { APP_NAME } from '#shared/constants.ts';
import { link } from '#shared/routes.ts';
import { DocumentPage } from './DocumentPage.tsx';
import { Bullets, FactTable, P, To } from './links.tsx';
import { RETENTION } from './retention.ts';

/** What is stored, why, for how long and who else sees it: the retention figures come from the code's constants. */
export default function PrivacyPage() {
  return (
    <DocumentPage
      title="Privacy Policy"
      subtitle={`What ${APP_NAME} stores about you, why, for how long, and who else handles it.`}
      sections={[
        {
          title: 'What we store and why',
          body: (
            <>
              <P>We store what you give us to run the features you use, and a little about your sign-ins to keep the account safe:</P>
              <Bullets
                items={[
                  'Account: your e-mail address, name, the kind of user you are, and a hash of your password (never the password itself). If you sign in with Google or LinkedIn, which provider and its id for your account.',
                  'Security: your active sessions with the browser, operating system and network address they started from (so you can recognise and revoke them in Settings), your two-factor secret and hashed recovery codes if you turn two-factor on, and hashes of any API tokens you create.',
                  'Profile and settings: headline, phone, location, links, photo (re-encoded without its metadata), your notification and privacy choices.',
                  'Career data: resumes and uploaded resume files, saved jobs, job alerts, tracked applications, career assessment answers and results, and interview practice sessions with your answers.',
                  'Community: forum posts, replies and likes, and messages you exchange with other members.',
                  'Billing: your plan, its period and status, and the payment provider’s customer and subscription ids. Card details go to the payment provider and never reach us.',
                  'Notifications and, if you turn push on, your browser’s push subscription.',
                  'What you send through the contact form or the waitlist: your name, e-mail address and message.',
                ]}
              />
              <P>
                We use it to provide the service, to secure your account (for example to limit repeated sign-in attempts) and to
                answer you when you contact us. We do not sell it, show advertising, or use analytics trackers.
              </P>
            </>
          ),
        },
        {
          title: 'Who else can see it',
          body: (
            <P>
              Other members see what you post in the community and send them. Your member card shows your name, photo and headline
              unless you hide your profile in Settings &gt; Privacy; your e-mail address and phone appear on it only if you choose to
              show them, and you can turn off messages from other members.
            </P>
          ),
        },
        {
          title: 'How long we keep it',
          body: (
            <>
              <P>Expired records are deleted by an hourly clean-up, and checked for expiry whenever they are read.</P>
              <FactTable caption="Retention of each kind of record" head={['What', 'Kept for']} rows={RETENTION.map((r) => [r.what, r.kept])} />
            </>
          ),
        },
        {
          title: 'Who processes it for us',
          body: (
            <>
              <P>Some parts of the service use outside providers, only when the operator of this installation configures them:</P>
              <Bullets
                items={[
                  'Payments: Stripe handles checkout, cards and invoices for premium plans. It receives your e-mail address and the plan you choose.',
                  'E-mail: a mail provider (over SMTP) delivers our messages: address verification, password resets, job alert digests, data export links. It receives your address and the message.',
                  'AI suggestions: an optional AI service may reword resume optimisation suggestions and interview feedback. For resume optimisation it receives the resume’s content and the job description you paste; for interview feedback, your practice answers and the local engine’s findings. Scores are always computed by Upward itself, and without this service the same features work with local suggestions.',
                  'Push notifications: if you turn push on, notifications travel through your browser vendor’s push service (for example Google’s, Mozilla’s or Apple’s), encrypted so that only your browser can read them.',
                ]}
              />
              <P>
                The career assessment matches your answers against O*NET occupation data (U.S. Department of Labor, CC BY 4.0) held
                on our own servers: nothing about you is sent to O*NET.
              </P>
            </>
          ),
        },
        {
          title: 'Your rights',
          body: (
            <Bullets
              items={[
                <>
                  Access: Settings &gt; Privacy &gt; <strong>Download my data</strong> prepares a JSON archive of everything stored
                  about you (secrets such as password hashes excepted).
                </>,
                'Correction: change your profile, e-mail address, password and preferences in Settings at any time.',
                <>
                  Deletion: Settings &gt; Account &gt; <strong>Delete account</strong> removes your account and everything attached to
                  it: profile, resumes and files, applications, saved jobs, alerts, posts, replies, likes, the conversations you took part in, assessments,
                  interview sessions, sessions and tokens. A live paid subscription is cancelled first.
                </>,
                'Objection: turn off any e-mail or push notification in Settings > Notifications; every non-security e-mail has a one-click unsubscribe.',
              ]}
            />
          ),
        },
        {
          title: 'Contact',
          body: (
            <P>
              Questions about your data: write to us through the <To href={link('/contact')}>contact page</To>. See also the{' '}
              <To href={link('/cookies')}>Cookie Policy</To> and the <To href={link('/terms')}>Terms of Service</To>.
            </P>
          ),
        },
      ]}
    />
  );
}
