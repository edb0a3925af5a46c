import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_NAME } from '#shared/constants.ts';
import { AUDIENCE_LINKS, HEADER_LINKS } from './navigation.ts';

interface HeaderDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The sign-in and sign-up buttons, which the header owns. */
  children: ReactNode;
}

/** The narrow screen's navigation. Its own chunk, loaded at the first tap on the burger. */
export default function HeaderDrawer({ opened, onClose, children }: HeaderDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={APP_NAME} hiddenFrom="md" size="xs">
      <Stack gap="sm" component="nav" aria-label="Mobile" onClick={onClose}>
        {[...HEADER_LINKS, ...AUDIENCE_LINKS].map((link) => (
          <Anchor key={link.label} component={Link} href={link.href} c="dark">
            {link.label}
          </Anchor>
        ))}
        <Divider />
        {children}
      </Stack>
    </Drawer>
  );
}
