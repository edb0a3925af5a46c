import { Anchor, Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { APP_NAME } from '#shared/constants.ts';
import { link } from '#shared/routes.ts';
import { Logo } from '../components/Logo.tsx';
import { useSession } from '../lib/session.ts';
import { AudienceButton } from './AudienceButton.tsx';
import { HEADER_LINKS } from './navigation.ts';

// What the header shows only on request (a menu, the drawer) or only to a member (their menu) is
// loaded then, not with every page: these pull in Mantine's popover, portal, focus trap and
// scroll lock, which the first paint of a page does not need.
const loadAudienceMenu = () => import('./AudienceMenu.tsx');
const AudienceMenu = lazy(loadAudienceMenu);
const HeaderDrawer = lazy(() => import('./HeaderDrawer.tsx'));
const UserMenu = lazy(() => import('./UserMenu.tsx'));
const NotificationBell = lazy(() => import('./NotificationBell.tsx'));

function AuthButtons({ stacked = false }: { stacked?: boolean }) {
  const { user, isPending } = useSession();
  if (isPending || user) return null;
  const Wrapper = stacked ? Stack : Group;
  return (
    <Wrapper gap="xs">
      <Button component={Link} href={link('/login')} variant="default">
        Sign In
      </Button>
      <Button component={Link} href={link('/signup')}>
        Sign Up
      </Button>
    </Wrapper>
  );
}

/** The "For You" menu: a stand-in button until the pointer or the focus reaches it. */
function ForYou() {
  const [reached, setReached] = useState<{ opened: boolean; focus: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hovering = useRef(false);
  const reach = (how: 'hover' | 'focus' | 'click') => {
    if (how === 'hover') hovering.current = true;
    // A click on the stand-in while the chunk loads (Enter right after the focus) still opens it.
    void loadAudienceMenu().then(() =>
      setReached((was) =>
        was && how !== 'click' ? was : { opened: how === 'click' || hovering.current, focus: document.activeElement === button.current },
      ),
    );
  };
  const standIn = (
    <AudienceButton
      ref={button}
      onPointerEnter={() => reach('hover')}
      onPointerLeave={() => (hovering.current = false)}
      onFocus={() => reach('focus')}
      onClick={() => reach('click')}
    />
  );
  if (!reached) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AudienceMenu key={String(reached.opened)} defaultOpened={reached.opened} focus={reached.focus} />
    </Suspense>
  );
}

export function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [location] = useLocation();
  const { user } = useSession();
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', background: 'var(--mantine-color-body)' }}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} href={link('/')} underline="never" aria-label={`${APP_NAME} home`}>
            <Logo />
          </Anchor>
          <Group gap="lg" visibleFrom="md" component="nav" aria-label="Main">
            {HEADER_LINKS.map((item) => (
              <Anchor key={item.href} component={Link} href={item.href} c={location === item.href ? 'indigo' : 'dark'} fw={500} size="sm">
                {item.label}
              </Anchor>
            ))}
            <ForYou />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="md">
              <AuthButtons />
            </Box>
            {user && (
              <Suspense fallback={null}>
                <NotificationBell />
                <UserMenu />
              </Suspense>
            )}
            <Burger
              opened={opened}
              onClick={() => {
                setDrawerLoaded(true);
                toggle();
              }}
              hiddenFrom="md"
              aria-label="Open navigation"
            />
          </Group>
        </Group>
      </Container>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <HeaderDrawer opened={opened} onClose={close}>
            <AuthButtons stacked />
          </HeaderDrawer>
        </Suspense>
      )}
    </Box>
  );
}
