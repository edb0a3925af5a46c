import type { ComponentType } from 'react';
import { Badge, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconCheck,
  IconHeartHandshake,
  IconSchool,
  type IconProps,
} from '@tabler/icons-react';
import { Link } from 'wouter';
import { USER_TYPE_LABELS, type UserType } from '#shared/constants.ts';
import { link } from '#shared/routes.ts';

interface Journey {
  userType: UserType;
  audience: string;
  icon: ComponentType<IconProps>;
  bullets: string[];
  available: boolean;
}

const JOURNEYS: Journey[] = [
  {
    userType: 'job-seeker',
    audience: 'Students and entry-level professionals',
    icon: IconSchool,
    bullets: [
      'AI resume builder with an ATS score',
      'Career assessment and job matching',
      'Interview preparation',
      'Application tracking and personalised job alerts',
    ],
    available: true,
  },
  {
    userType: 'employer',
    audience: 'Professionals and executives',
    icon: IconBuildingSkyscraper,
    bullets: [
      'Job posting and candidate tracking',
      'AI screening',
      'Interview scheduling',
      'Employer branding and talent analytics',
    ],
    available: false,
  },
  {
    userType: 'partner',
    audience: 'Coaches, bootcamps and nonprofits',
    icon: IconHeartHandshake,
    bullets: ['Partner dashboard', 'Event promotion', 'Coaching scheduler', 'Referral management'],
    available: false,
  },
  {
    userType: 'provider',
    audience: 'Resume firms, software tools and service vendors',
    icon: IconBuildingStore,
    bullets: [
      'Service listings',
      'Affiliate revenue tracking',
      'Sponsored placements',
      'Conversion analytics',
    ],
    available: false,
  },
];

export function JourneySection() {
  return (
    <Container component="section" size="lg" py={{ base: 56, md: 88 }} aria-labelledby="home-journey-title">
      <Stack align="center" ta="center" gap="sm" mb={48}>
        <Title id="home-journey-title" order={2}>
          Choose Your Journey
        </Title>
        <Text c="dimmed" size="lg" maw={680}>
          Job seekers can start today. Tools for employers, partners and career providers are on the
          way, and you can join the waitlist to hear first.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {JOURNEYS.map(({ userType, audience, icon: Icon, bullets, available }) => (
          <Card
            key={userType}
            withBorder
            radius="md"
            padding="lg"
            style={available ? { borderColor: 'var(--mantine-color-indigo-4)' } : undefined}
          >
            <Stack gap="sm" h="100%">
              <Group justify="space-between" align="flex-start">
                <ThemeIcon variant={available ? 'filled' : 'light'} size={44} radius="md">
                  <Icon size={24} stroke={1.5} />
                </ThemeIcon>
                <Badge variant="light" color={available ? 'green' : 'gray'}>
                  {available ? 'Available now' : 'Waitlist'}
                </Badge>
              </Group>
              <div>
                <Title order={3} size="h4">
                  {`${USER_TYPE_LABELS[userType]}s`}
                </Title>
                <Text c="dimmed" size="sm">
                  {audience}
                </Text>
              </div>
              <List
                spacing={6}
                size="sm"
                center
                style={{ flexGrow: 1 }}
                icon={
                  <ThemeIcon size={18} radius="xl" variant="light">
                    <IconCheck size={12} />
                  </ThemeIcon>
                }
              >
                {bullets.map((bullet) => (
                  <List.Item key={bullet}>{bullet}</List.Item>
                ))}
              </List>
              {!available && (
                <Text size="xs" c="dimmed">
                  Currently on the waitlist.
                </Text>
              )}
              {available ? (
                <Button component={Link} href={link('/job-seekers')} fullWidth>
                  Start as a Job Seeker
                </Button>
              ) : (
                <Button component={Link} href={link('/waitlist')} variant="light" fullWidth>
                  Join the Waitlist
                </Button>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
