import { Anchor, List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { PlanFeature } from './plan-features.ts';

/** A plan's features with check marks, each a link to where it is: the pricing page and the home page's summary. */
export function FeatureList({ items }: { items: readonly PlanFeature[] }) {
  return (
    <List
      spacing="xs"
      size="sm"
      icon={
        <ThemeIcon size={20} radius="xl" variant="light" color="teal">
          <IconCheck size={13} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item.label}>
          <Anchor component={Link} href={item.href} size="sm">
            {item.label}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
