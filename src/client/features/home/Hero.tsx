import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconPlayerPlay } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';

// The walkthrough (a modal and a stepper) loads at the first click on Watch Demo, not with the page.
const DemoModal = lazy(() => import('./DemoModal.tsx'));

// The spec's marketing figures, not measurements of this product: shown with a caption that says so.
const HERO_FIGURES = [
  { value: '50K+', label: 'Professionals matched' },
  { value: '98%', label: 'Success rate' },
  { value: '24/7', label: 'AI support' },
];

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
            <Button component={Link} href="/signup" size="lg" rightSection={<IconArrowRight size={18} />}>
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
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xl" mt="lg" w="100%" maw={560}>
            {HERO_FIGURES.map((figure) => (
              <Stack key={figure.label} gap={2} align="center">
                <Text fz={32} fw={800} c="indigo.7" lh={1}>
                  {figure.value}
                </Text>
                <Text size="sm" c="dimmed">
                  {figure.label}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" ta="center">
            Illustrative figures from our launch plan, not measured results.
          </Text>
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
