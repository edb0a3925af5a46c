import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { APP_NAME } from '#shared/constants.ts';
import { Logo } from '../components/Logo.tsx';
import { FOOTER_COLUMNS } from './navigation.ts';

export function Footer() {
  return (
    <Box component="footer" py="xl" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-2)', background: 'var(--mantine-color-gray-0)' }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xl">
          <Stack gap="xs">
            <Logo />
            <Text size="sm" c="dimmed">
              Career tools for students and early-career professionals.
            </Text>
          </Stack>
          {FOOTER_COLUMNS.map((column) => (
            <Stack key={column.title} gap={6} component="nav" aria-label={column.title}>
              <Text fw={600} size="sm">
                {column.title}
              </Text>
              {column.links.map((link) => (
                <Anchor key={link.href} component={Link} href={link.href} size="sm" c="dimmed">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt="xl">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
