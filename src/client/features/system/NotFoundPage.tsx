import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { link } from '#shared/routes.ts';
import { trpc } from '../../trpc.ts';

// A direct load of an unknown path is logged by the server as it answers 404; a path reached by
// navigating inside the app never reaches the server, so the screen reports it.
const firstPath = window.location.pathname;

export default function NotFoundPage() {
  const [location] = useLocation();
  const report = trpc.system.reportNotFound.useMutation();
  const { mutate } = report;

  useEffect(() => {
    if (location !== firstPath) mutate({ path: location });
  }, [location, mutate]);

  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="sm">
        <Title order={1} fz={72} c="indigo">
          404
        </Title>
        <Text size="xl" fw={500}>
          Oops! Page not found
        </Text>
        <Button component={Link} href={link('/')} variant="light" mt="md">
          Return to Home
        </Button>
      </Stack>
    </Center>
  );
}
