import { AppShell, Burger, Group, NavLink as MantineNavLink, Anchor } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { link } from '#shared/routes.ts';
import { Logo } from '../components/Logo.tsx';
import { useSession } from '../lib/session.ts';
import NotificationBell from './NotificationBell.tsx';
import UserMenu from './UserMenu.tsx';
import { sidebarLinks } from './navigation.ts';

export default function DashboardLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [location] = useLocation();
  const { user } = useSession();
  // Below sm the closed navbar is only slid off-screen; hidden too, its links leave the tab order
  // and the screen reader's view instead of sitting beyond the viewport's edge (decision 042).
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Open navigation" />
            <Anchor component={Link} href={link('/')} underline="never">
              <Logo />
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label="Dashboard" style={narrow && !opened ? { visibility: 'hidden' } : undefined}>
        {sidebarLinks(user?.userType ?? null).map((item) => (
          <MantineNavLink
            key={item.href}
            component={Link}
            href={item.href}
            label={item.label}
            active={location === item.href || (location === '/dashboard' && item.href.startsWith('/dashboard/'))}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
