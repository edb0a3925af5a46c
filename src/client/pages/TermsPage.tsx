import { APP_NAME } from '#shared/constants.ts';
import { link } from '#shared/routes.ts';
import { DocumentPage } from './DocumentPage.tsx';
import { Bullets, P, To } from './links.tsx';
import { PLAN_LINES } from './plans.ts';

export default function TermsPage() {
  return (
    <DocumentPage
      title="Terms of Service"
      subtitle={`The agreement between you and ${APP_NAME} when you use it, in plain words.`}
      sections={[
        {
          title: 'Your account',
          body: (
            <P>
              You need an account for most features. Give a real e-mail address, keep your password to yourself, and turn on
              two-factor authentication if you can. You are responsible for what happens under your account, including through API
              tokens you create. Tell us through the <To href={link('/contact')}>contact page</To> if you think someone else has used it.
            </P>
          ),
        },
        {
          title: 'Acceptable use',
          body: (
            <>
              <P>In the community forum, in messages and anywhere else you write, do not:</P>
              <Bullets
                items={[
                  'harass, threaten or demean anyone, or post hateful content;',
                  'post spam, advertising, scams or misleading job offers;',
                  'share someone else’s personal information without their consent;',
                  'post what you have no right to share, or anything unlawful;',
                  'try to break, overload or get around the limits and security of the service, or use another member’s account.',
                ]}
              />
              <P>
                You can block a member, which stops messages both ways, and report a conversation; staff then read that conversation
                (and only a reported one). We may remove content that breaks these rules and close accounts that keep breaking them.
              </P>
            </>
          ),
        },
        {
          title: 'Plans and billing',
          body: (
            <>
              <Bullets items={[PLAN_LINES.free, PLAN_LINES.monthly, PLAN_LINES.annual]} />
              <P>
                Paid plans renew automatically at the end of each period until cancelled, and are charged through our payment
                provider. Current prices are always on the <To href={link('/pricing')}>pricing page</To>; a price change applies from your
                next period, not the one you have paid for.
              </P>
            </>
          ),
        },
        {
          title: 'Cancelling',
          body: (
            <P>
              Cancel at any time from Settings &gt; Billing, which opens the billing portal. Cancelling stops the next renewal: you
              keep premium features until the end of the period you have paid for, and you can resume before then. After it ends your
              account returns to the free plan and its limits; the account itself stays.
            </P>
          ),
        },
        {
          title: 'Your content',
          body: (
            <P>
              What you write and upload (resumes, posts, messages, answers) stays yours. You give us permission to store it, process
              it and show it to the people you share it with, only to run the service. You can download it and delete it at any time
              (see the <To href={link('/privacy')}>Privacy Policy</To>).
            </P>
          ),
        },
        {
          title: 'Advice, not guarantees',
          body: (
            <P>
              ATS scores, match scores, assessment suggestions and interview feedback are estimates to help you prepare. They are
              not a promise of any interview or offer, and job listings come from employers we do not control. The service is
              provided as it is, and may change or be unavailable at times; as far as the law allows, we are not liable for indirect
              losses from using it.
            </P>
          ),
        },
        {
          title: 'Ending the agreement',
          body: (
            <P>
              You can stop at any time by deleting your account in Settings &gt; Account. We may suspend or close accounts that break
              these terms, and will say why unless the law or safety prevents it.
            </P>
          ),
        },
        {
          title: 'Changes',
          body: (
            <P>
              When these terms change in a way that matters, we will say so in the app before the change applies. Using {APP_NAME}{' '}
              after that means you accept the new terms; if you do not, you can delete your account.
            </P>
          ),
        },
      ]}
    />
  );
}
