// /waitlist (and /employers, /partners, /providers, which redirect here): the pre-launch talent
// matching pitch, three audience cards that preselect the waitlist's interest area, the waitlist
// form, and "Partner With Us" with the contact form.
import { Badge, Button, Card, Container, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconBuildingCommunity, IconSchool } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { InterestArea } from '#shared/constants/outreach.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ContactForm, WaitlistForm, type InterestPreset } from './OutreachForms.tsx';

const AUDIENCES: { area: InterestArea; title: string; text: string; button: string; icon: ReactNode }[] = [
  {
    area: 'employer',
    title: 'Employers',
    text: 'Meet pre-screened students and entry-level talent matched to your roles, before your competitors do.',
    button: 'Join as Employer',
    icon: <IconBriefcase size={28} aria-hidden />,
  },
  {
    area: 'partner',
    title: 'Partners',
    text: 'Universities, bootcamps and communities: give your members a direct path from learning to hiring.',
    button: 'Join as Partner',
    icon: <IconBuildingCommunity size={28} aria-hidden />,
  },
  {
    area: 'provider',
    title: 'Career Providers',
    text: 'Coaches and career services: offer your expertise to job seekers at the moment they need it.',
    button: 'Join as Career Provider',
    icon: <IconSchool size={28} aria-hidden />,
  },
];

export default function WaitlistPage() {
  const [preset, setPreset] = useState<InterestPreset | null>(null);

  const choose = (area: InterestArea) => {
    setPreset((last) => ({ area, at: (last?.at ?? 0) + 1 }));
    document.getElementById('waitlist-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <PageHeading
          centered
          eyebrow={
            <Badge variant="light" size="lg">
              Coming soon
            </Badge>
          }
          title="Join the Future of Work"
          subtitle="We are building talent matching that connects employers, partners and career providers with the next generation of professionals. Join the waitlist to be among the first to use it."
        />

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {AUDIENCES.map((a) => (
            <Card key={a.area} withBorder radius="md" padding="lg">
              <Stack gap="sm" h="100%">
                {a.icon}
                <Title order={2} size="h4">
                  {a.title}
                </Title>
                <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                  {a.text}
                </Text>
                <Button variant="light" onClick={() => choose(a.area)}>
                  {a.button}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>

        <WaitlistForm preset={preset} />

        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Title order={2}>Partner With Us</Title>
              <Text c="dimmed">
                Want to explore a partnership, a pilot or an integration? Tell us about your organization and what you have in
                mind.
              </Text>
              <Text size="sm" c="dimmed">
                Messages go straight to our partnership team's mailbox, and a person reads every one.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
