import { Card, Group, Stack, Text } from '@mantine/core';
import { APP_NAME } from '#shared/constants.ts';
import { link } from '#shared/routes.ts';
import { Logo } from '../components/Logo.tsx';
import { DocumentPage } from './DocumentPage.tsx';
import { Bullets, P, To } from './links.tsx';

export default function PressPage() {
  return (
    <DocumentPage
      title="Press"
      subtitle={`A press kit for writing about ${APP_NAME}.`}
      sections={[
        {
          title: 'About the product',
          body: (
            <P>
              {APP_NAME} is a career platform for students and early-career job seekers. It brings together a job board with alerts,
              an application tracker, a resume builder with an ATS score, a career assessment built on O*NET data, an interview
              coach, a community forum and news, and analytics of the user&apos;s own job search. It has a free plan and a premium
              plan, and it uses no advertising or analytics trackers.
            </P>
          ),
        },
        {
          title: 'Name and logo',
          body: (
            <Stack gap="sm">
              <Card withBorder radius="md" padding="lg" w="fit-content">
                <Group>
                  <Logo />
                </Group>
              </Card>
              <Bullets
                items={[
                  `Write the name as “${APP_NAME}”, capitalised exactly as here, in running text as in titles.`,
                  'Use the mark as shown: the arrow in its indigo-to-cyan square, beside the name. Do not recolour, stretch or rotate it, or add effects.',
                  'Leave clear space around it at least the height of the square.',
                ]}
              />
            </Stack>
          ),
        },
        {
          title: 'Facts and figures',
          body: (
            <Text>
              We do not publish user or customer counts here. For anything you would like to quote, ask us first so that what you
              print is accurate.
            </Text>
          ),
        },
        {
          title: 'Press contact',
          body: (
            <P>
              Write to us through the <To href={link('/contact')}>contact page</To> and choose the Press subject; we reply by e-mail.
            </P>
          ),
        },
      ]}
    />
  );
}
