import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_NAME } from '#shared/constants.ts';
import { isStaff } from '#shared/rules/premium.ts';
import { link } from '#shared/routes.ts';
import { useSession } from '../lib/session.ts';
import { AUDIENCE_LINKS, HEADER_LINKS } from './navigation.ts';

interface HeaderDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The sign-in and sign-up buttons, which the header owns. */
  children: ReactNode;
}

/** The narrow screen's navigation. Its own chunk, loaded at the first tap on the burger. Staff find the admin panel here too. */
export default function HeaderDrawer({ opened, onClose, children }: HeaderDrawerProps) {
  const { user } = useSession();
  return (
    <Drawer opened={opened} onClose={onClose} title={APP_NAME} hiddenFrom="md" size="xs">
      <Stack gap="sm" component="nav" aria-label="Mobile" onClick={onClose}>
        {[...HEADER_LINKS, ...AUDIENCE_LINKS].map((item) => (
          <Anchor key={item.label} component={Link} href={item.href} c="dark">
            {item.label}
          </Anchor>
        ))}
        {user && isStaff(user.role) && (
          <>
            <Divider />
            <Anchor component={Link} href={link('/admin')} c="dark" fw={600}>
              Admin Panel
            </Anchor>
          </>
        )}
        <Divider />
        {children}
      </Stack>
    </Drawer>
  );
}
