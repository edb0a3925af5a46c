import { Group, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/**
 * The "For You" button. The header first renders it alone, as a stand-in: the menu behind it
 * (Mantine's Menu, Popover and floating-ui, a tenth of the home page's script) loads when the
 * pointer or the focus reaches the button, and the same button then becomes the menu's target.
 */
export function AudienceButton(props: ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton fz="sm" fw={500} aria-haspopup="menu" aria-expanded={false} {...props}>
      <Group gap={4}>
        For You <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
}
