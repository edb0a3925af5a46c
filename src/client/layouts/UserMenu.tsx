import { Avatar, Badge, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconCrown, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'wouter';
import { isStaff } from '#shared/rules/premium.ts';
import { link } from '#shared/routes.ts';
import { useSession, useSignOut } from '../lib/session.ts';

/**
 * The signed-in visitor's menu. Its own chunk: a visitor who is not signed in never needs it.
 * Staff find the admin panel here and are not offered Premium: they read everything already.
 */
export default function UserMenu() {
  const { user } = useSession();
  const signOut = useSignOut();
  if (!user) return null;
  const staff = isStaff(user.role);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        {/* Named by its content, so the name a screen reader announces includes what is seen. */}
        <UnstyledButton>
          <Group gap={8}>
            <VisuallyHidden>Account menu</VisuallyHidden>
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
        <Menu.Item component={Link} href={link('/profile')}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} href={link('/dashboard')}>
          Dashboard
        </Menu.Item>
        <Menu.Item component={Link} href={link('/settings')}>
          Settings
        </Menu.Item>
        {staff && (
          <Menu.Item component={Link} href={link('/admin')} leftSection={<IconShieldCheck size={14} />}>
            Admin Panel
          </Menu.Item>
        )}
        {!user.isPremium && !staff && (
          <Menu.Item component={Link} href={link('/pricing')} leftSection={<IconCrown size={14} />} color="indigo">
            Upgrade to Premium
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => void signOut()}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
