import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconPlayerPlay } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { HOME_FIGURES_CACHE_MS } from '#shared/constants/home.ts';
import type { HomeFigures } from '#shared/schemas/home.ts';
import { link, type Href } from '#shared/routes.ts';
import { trpc } from '../../trpc.ts';

// The walkthrough (a modal and a stepper) loads at the first click on Watch Demo, not with the page.
const DemoModal = lazy(() => import('./DemoModal.tsx'));

// Counted from the database (home.figures), never typed in: open jobs, members, published articles.
const HERO_FIGURES: { key: keyof HomeFigures; label: string; href: Href | null }[] = [
  { key: 'openJobs', label: 'Open jobs', href: link('/jobs') },
  { key: 'members', label: 'Members', href: null },
  { key: 'publishedArticles', label: 'Career articles', href: link('/news') },
];

const formatCount = (n: number) => n.toLocaleString('en-US');

/**
 * The live figures. Each keeps its height while loading (no layout shift under the heading, which is
 * the page's largest paint); if the count fails, the row is left out rather than filled with a guess.
 */
function LiveFigures() {
  const figures = trpc.home.figures.useQuery(undefined, { staleTime: HOME_FIGURES_CACHE_MS });
  if (figures.isError) return null;
  return (
    <Stack gap="xs" w="100%" align="center">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xl" mt="lg" w="100%" maw={560}>
        {HERO_FIGURES.map((figure) => {
          const value = figures.data ? formatCount(figures.data[figure.key]) : '\u00a0';
          return (
            <Stack key={figure.key} gap={2} align="center">
              <Text fz={32} fw={800} c="indigo.7" lh={1} data-testid={`home-figure-${figure.key}`} aria-busy={!figures.data}>
                {value}
              </Text>
              <Text size="sm" c="dimmed">
                {figure.href ? (
                  <Anchor component={Link} href={figure.href} c="dimmed" underline="always" size="sm">
                    {figure.label}
                  </Anchor>
                ) : (
                  figure.label
                )}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed" ta="center">
        Counted from Upward's own records.
      </Text>
    </Stack>
  );
}

export function Hero() {
  const [demoOpened, demo] = useDisclosure(false);
  // Once loaded the modal stays mounted, so that it closes with its transition.
  const [demoLoaded, setDemoLoaded] = useState(false);
  const demoButton = useRef<HTMLButtonElement>(null);
  // Mantine returns the focus to what had it when a modal opens, but this one mounts already open,
  // so it never saw the button: closing puts the focus back itself.
  const closeDemo = () => {
    demo.close();
    demoButton.current?.focus();
  };

  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      py={{ base: 64, md: 112 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-body) 55%, var(--mantine-color-violet-0) 100%)',
      }}
    >
      <Container size="md">
        <Stack align="center" gap="xl" ta="center">
          <Title id="home-hero-title" order={1} fz={{ base: 36, sm: 48, md: 56 }} lh={1.1}>
            Grow your career with{' '}
            <Text
              component="span"
              inherit
              variant="gradient"
              gradient={{ from: 'indigo', to: 'violet', deg: 90 }}
            >
              AI on your side
            </Text>
          </Title>
          <Text size="xl" c="dimmed" maw={640}>
            AI-assisted job matching, resume building, career assessment and interview practice for
            students and early-career professionals taking their next step.
          </Text>
          <Group justify="center" gap="md">
            <Button component={Link} href={link('/signup')} size="lg" rightSection={<IconArrowRight size={18} />}>
              Get Started
            </Button>
            <Button
              ref={demoButton}
              size="lg"
              variant="default"
              leftSection={<IconPlayerPlay size={18} />}
              onClick={() => {
                setDemoLoaded(true);
                demo.open();
              }}
            >
              Watch Demo
            </Button>
          </Group>
          <LiveFigures />
        </Stack>
      </Container>
      {demoLoaded && (
        <Suspense fallback={null}>
          <DemoModal opened={demoOpened} onClose={closeDemo} />
        </Suspense>
      )}
    </Box>
  );
}
