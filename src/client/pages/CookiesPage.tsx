import { Card, Code, Table, Title } from '@mantine/core';
import { APP_NAME } from '#shared/constants.ts';
import { COOKIES, type CookieEntry } from '#shared/cookies.ts';
import { link } from '#shared/routes.ts';
import { DocumentPage } from './DocumentPage.tsx';
import { Bullets, P, To } from './links.tsx';

const cookies: CookieEntry[] = Object.values(COOKIES);

/** Rendered from the cookie catalogue the server sets its cookies from (tests/integration/cookies.test.ts). */
export default function CookiesPage() {
  return (
    <DocumentPage
      title="Cookie Policy"
      subtitle={`Every cookie ${APP_NAME} sets, what it is for and how long it lasts. There are no analytics or advertising cookies.`}
      sections={[
        {
          title: 'Cookies we set',
          body: (
            <>
              <P>
                {APP_NAME} sets only the cookies it needs to sign you in and keep your account safe. Each is HttpOnly (page scripts
                cannot read it), SameSite=Lax (it is not sent with requests other sites start, apart from following a link), and
                Secure in production (sent over HTTPS only).
              </P>
              {cookies.map((c) => (
                <Card key={c.name} withBorder radius="md" padding="md" component="article" aria-labelledby={`cookie-${c.name}`}>
                  <Title order={3} size="h4" id={`cookie-${c.name}`} mb="xs">
                    <Code fz="inherit">{c.name}</Code>
                  </Title>
                  <Table variant="vertical" layout="fixed" withTableBorder>
                    <Table.Tbody>
                      {[
                        ['Purpose', c.purpose],
                        ['Set', c.setWhen],
                        ['Lifetime', c.lifetime],
                        ['Sent to', c.path === '/' ? 'Every page of this site' : `Only ${c.path}`],
                      ].map(([label, value]) => (
                        <Table.Tr key={label}>
                          <Table.Th scope="row" w={110}>
                            {label}
                          </Table.Th>
                          <Table.Td>{value}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Card>
              ))}
            </>
          ),
        },
        {
          title: 'No tracking',
          body: (
            <P>
              There are no analytics, advertising or social-media cookies, and no third-party scripts that set their own. These
              cookies are all strictly necessary for a service you asked for, so there is no consent banner: there is nothing
              optional to consent to.
            </P>
          ),
        },
        {
          title: 'Storage in your browser',
          body: (
            <>
              <P>Besides cookies, the app keeps a little in your browser&apos;s local storage, which never leaves your device:</P>
              <Bullets
                items={[
                  'Unsaved resume drafts in the resume builder, per account and resume, so a closed tab loses nothing; removed when the draft is saved.',
                  'The page you were trying to open before signing in, so you land there afterwards; removed once you arrive.',
                ]}
              />
              <P>
                If you turn on push notifications, your browser also keeps a push subscription; turning both push toggles off in
                Settings removes it.
              </P>
            </>
          ),
        },
        {
          title: 'Your choices',
          body: (
            <P>
              You can delete these cookies in your browser at any time; you will be signed out, and the next sign-in starts them
              again. Blocking them prevents signing in. For what we store on the server, see the{' '}
              <To href={link('/privacy')}>Privacy Policy</To>.
            </P>
          ),
        },
      ]}
    />
  );
}
