import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: ReactNode;
  /** One line under the title. */
  subtitle?: ReactNode;
  /** Beside the title: a status such as the premium crown. */
  badge?: ReactNode;
  /** A short label above the title ("Coming soon"). */
  eyebrow?: ReactNode;
  /** What the whole screen offers (buttons, links): at the heading's right, or under a centred one. */
  actions?: ReactNode;
  /** Landing screens (pricing, solutions, the waitlist) centre their heading. */
  centered?: boolean;
}

/**
 * Every screen's header: its one h1, a subtitle and the screen's actions. Screens whose h1 is the
 * content itself (a post, an article, the home page's hero, the sign-in card, the 404) title it
 * where it stands.
 */
export function PageHeading({ title, subtitle, badge, eyebrow, actions, centered = false }: PageHeadingProps) {
  const heading = (
    <Group gap="xs" justify={centered ? 'center' : 'flex-start'}>
      <Title order={1}>{title}</Title>
      {badge}
    </Group>
  );
  if (centered) {
    return (
      <Stack align="center" ta="center" gap="sm">
        {eyebrow}
        {heading}
        {subtitle && (
          <Text c="dimmed" size="lg" maw={680}>
            {subtitle}
          </Text>
        )}
        {actions}
      </Stack>
    );
  }
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div>
        {eyebrow}
        {heading}
        {subtitle && (
          <Text c="dimmed" mt="xs">
            {subtitle}
          </Text>
        )}
      </div>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
