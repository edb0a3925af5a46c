import type { ComponentType } from 'react';
import { Anchor, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBriefcase,
  IconCompass,
  IconFileText,
  IconListCheck,
  IconMessages,
  IconMicrophone,
  type IconProps,
} from '@tabler/icons-react';
import { Link } from 'wouter';
import { APP_NAME } from '#shared/constants.ts';
import { link, type Href } from '#shared/routes.ts';

interface Feature {
  title: string;
  description: string;
  icon: ComponentType<IconProps>;
  links: { href: Href; label: string }[];
}

const FEATURES: Feature[] = [
  {
    title: 'Job board',
    description: 'Search openings by keyword, location and work type, and save the roles that fit you.',
    icon: IconBriefcase,
    links: [{ href: link('/jobs'), label: 'Browse jobs' }],
  },
  {
    title: 'Application tracker',
    description: 'Follow every application from Applied to Offer in one organised place.',
    icon: IconListCheck,
    links: [{ href: link('/applications'), label: 'Track applications' }],
  },
  {
    title: 'Resume builder',
    description: 'Build a polished resume from templates and check its ATS score before you apply.',
    icon: IconFileText,
    links: [
      { href: link('/features/resume-builder'), label: 'Build your resume' },
      { href: link('/features/cover-letters'), label: 'Write a cover letter' },
    ],
  },
  {
    title: 'Career assessment',
    description: 'Discover the roles that match your strengths and get suggested next steps.',
    icon: IconCompass,
    links: [{ href: link('/features/assessment'), label: 'Take the assessment' }],
  },
  {
    title: 'Interview coach',
    description: 'Practise behavioural, technical and leadership questions and get feedback.',
    icon: IconMicrophone,
    links: [{ href: link('/features/interview-prep'), label: 'Practise interviews' }],
  },
  {
    title: 'Community and career news',
    description: 'Ask questions, share wins and keep up with hiring trends and career advice.',
    icon: IconMessages,
    links: [
      { href: link('/community'), label: 'Join the community' },
      { href: link('/news'), label: 'Read the news' },
    ],
  },
];

export function WelcomeSection() {
  return (
    <Container component="section" size="lg" py={{ base: 56, md: 88 }} aria-labelledby="home-welcome-title">
      <Stack align="center" ta="center" gap="sm" mb={48}>
        <Title id="home-welcome-title" order={2}>
          Welcome to {APP_NAME}
        </Title>
        <Text c="dimmed" size="lg" maw={720}>
          {APP_NAME} is an AI-powered career platform that connects talent with opportunity. Find
          roles that match your goals, keep your job search organised and build the skills and
          materials that get you hired, all in one place.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map(({ title, description, icon: Icon, links }) => (
          <Card key={title} withBorder radius="md" padding="lg">
            <Stack gap="sm" h="100%">
              <ThemeIcon variant="light" size={44} radius="md">
                <Icon size={24} stroke={1.5} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
                {description}
              </Text>
              <Stack gap={4}>
                {links.map((item) => (
                  <Anchor key={item.href} component={Link} href={item.href} size="sm" fw={600}>
                    {item.label} <IconArrowRight size={14} style={{ verticalAlign: 'middle' }} />
                  </Anchor>
                ))}
              </Stack>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
