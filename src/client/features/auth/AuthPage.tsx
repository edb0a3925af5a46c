import { Anchor, Card, Center, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { APP_NAME } from '../../../shared/constants.ts';
import { Logo } from '../../components/Logo.tsx';

type Tab = 'signin' | 'signup';

/** /login, /signup and /auth: one screen; the path picks the tab. */
export default function AuthPage() {
  const [location, navigate] = useLocation();
  const tab: Tab = location === '/signup' ? 'signup' : 'signin';
  return (
    <Center mih="100vh" p="md" style={{ background: 'var(--mantine-color-gray-0)' }}>
      <Stack w="100%" maw={440} gap="md">
        <Center>
          <Logo />
        </Center>
        <Card withBorder padding="xl" radius="lg">
          <Title order={1} size="h3" ta="center" mb="md">
            Welcome to {APP_NAME}
          </Title>
          <Tabs value={tab} onChange={(value) => navigate(value === 'signup' ? '/signup' : '/login', { replace: true })}>
            <Tabs.List grow>
              <Tabs.Tab value="signin">Sign In</Tabs.Tab>
              <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signin" pt="md">
              <Text c="dimmed" ta="center">
                Sign in to your account
              </Text>
            </Tabs.Panel>
            <Tabs.Panel value="signup" pt="md">
              <Text c="dimmed" ta="center">
                Create your account
              </Text>
            </Tabs.Panel>
          </Tabs>
        </Card>
        <Anchor component={Link} href="/" ta="center" size="sm">
          Back to Home
        </Anchor>
      </Stack>
    </Center>
  );
}
