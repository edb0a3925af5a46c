import { Anchor, Avatar, Badge, Box, Burger, Button, Container, Divider, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconCrown } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { APP_NAME } from '#shared/constants.ts';
import { Logo } from '../components/Logo.tsx';
import { useSession, useSignOut } from '../components/session.ts';
import { AUDIENCE_LINKS, HEADER_LINKS } from './navigation.ts';

export function UserMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Group gap={8}>
            <Avatar size="sm" color="indigo" radius="xl">
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {name}
            </Text>
            {user.isPremium && (
              <Badge size="sm" color="yellow" leftSection={<IconCrown size={12} />} aria-label="Premium member">
                Premium
              </Badge>
            )}
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} href="/profile">
          Profile
        </Menu.Item>
        <Menu.Item component={Link} href="/dashboard">
          Dashboard
        </Menu.Item>
        <Menu.Item component={Link} href="/settings">
          Settings
        </Menu.Item>
        {!user.isPremium && (
          <Menu.Item component={Link} href="/pricing" leftSection={<IconCrown size={14} />} color="indigo">
            Upgrade to Premium
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function AuthButtons({ stacked = false }: { stacked?: boolean }) {
  const { user, isPending } = useSession();
  if (isPending || user) return null;
  const Wrapper = stacked ? Stack : Group;
  return (
    <Wrapper gap="xs">
      <Button component={Link} href="/login" variant="default">
        Sign In
      </Button>
      <Button component={Link} href="/signup">
        Sign Up
      </Button>
    </Wrapper>
  );
}

export function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [location] = useLocation();
  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', background: 'var(--mantine-color-body)' }}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} href="/" underline="never" aria-label={`${APP_NAME} home`}>
            <Logo />
          </Anchor>
          <Group gap="lg" visibleFrom="md" component="nav" aria-label="Main">
            {HEADER_LINKS.map((link) => (
              <Anchor key={link.href} component={Link} href={link.href} c={location === link.href ? 'indigo' : 'dark'} fw={500} size="sm">
                {link.label}
              </Anchor>
            ))}
            <Menu trigger="click-hover" position="bottom" shadow="md">
              <Menu.Target>
                <UnstyledButton fz="sm" fw={500}>
                  <Group gap={4}>
                    For You <IconChevronDown size={14} />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {AUDIENCE_LINKS.map((link) => (
                  <Menu.Item key={link.label} component={Link} href={link.href}>
                    {link.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="md">
              <AuthButtons />
            </Box>
            <UserMenu />
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Open navigation" />
          </Group>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title={APP_NAME} hiddenFrom="md" size="xs">
        <Stack gap="sm" component="nav" aria-label="Mobile" onClick={close}>
          {[...HEADER_LINKS, ...AUDIENCE_LINKS].map((link) => (
            <Anchor key={link.label} component={Link} href={link.href} c="dark">
              {link.label}
            </Anchor>
          ))}
          <Divider />
          <AuthButtons stacked />
        </Stack>
      </Drawer>
    </Box>
  );
}
