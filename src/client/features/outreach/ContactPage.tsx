// /contact: ways to reach us and the message form (first and last name, subject),
// which sends the same contact submission as the waitlist page's.
import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SUPPORT } from '#shared/constants/help.ts';
import { link } from '#shared/routes.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ContactPageForm } from './OutreachForms.tsx';

const OPTIONS: { title: string; text: string; detail: string; href?: string; icon: ReactNode }[] = [
  { title: 'Email Support', text: SUPPORT.emailReply, detail: SUPPORT.email, href: `mailto:${SUPPORT.email}`, icon: <IconMail size={24} aria-hidden /> },
  { title: 'Help Center', text: 'Answers to the questions we hear most.', detail: 'Browse the Help Center', href: link('/help'), icon: <IconMessageCircle size={24} aria-hidden /> },
];

export default function ContactPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageHeading title="Contact Us" subtitle="Questions, feedback or partnership ideas: we would love to hear from you." />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {OPTIONS.map((o) => (
            <Card key={o.title} withBorder radius="md" padding="lg">
              <Stack gap={6}>
                {o.icon}
                <Title order={2} size="h4">
                  {o.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {o.text}
                </Text>
                {o.href ? (
                  <Anchor size="sm" fw={500} href={o.href}>
                    {o.detail}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={500}>
                    {o.detail}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <ContactPageForm />
      </Stack>
    </Container>
  );
}
