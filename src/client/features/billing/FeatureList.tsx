import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** A plan's features with check marks, on the pricing page and the home page's summary. */
export function FeatureList({ items }: { items: readonly string[] }) {
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
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
