import { Anchor, Card, Center, Divider, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { APP_NAME } from '#shared/constants.ts';
import { AUTH_RETURN_TO_KEY, dashboardFor, usableReturnPath } from '#shared/rules/sign-in-routing.ts';
import { link } from '#shared/routes.ts';
import { Logo } from '../../components/Logo.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useSession } from '../../lib/session.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import { SocialButtons } from './SocialButtons.tsx';

type Tab = 'signin' | 'signup';

/** The query minus the keys this screen reads itself; /signup?plan=premium keeps its plan. */
function keptQuery(search: string): `?${string}` | '' {
  const params = new URLSearchParams(search);
  params.delete('tab');
  params.delete('view');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * /login, /signup and /auth: one screen. The path (or /auth?tab=signup) picks the tab;
 * /auth?view=forgot opens the forgot-password view. A visitor already signed in is sent on.
 */
export default function AuthPage() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const tab: Tab = location === '/signup' || params.get('tab') === 'signup' ? 'signup' : 'signin';
  const { user, mfaPending, isPending } = useSession();
  /** Set once this screen's own sign-in succeeded: from then on the sign-in routing decides. */
  const [signingIn, setSigningIn] = useState(false);
  const [forgotEmail, setForgotEmail] = useState<string | null>(() => (params.get('view') === 'forgot' ? '' : null));

  // /auth?redirect=/pricing (the pricing page's sign-in link) names where to return after sign-in.
  const redirect = usableReturnPath(params.get('redirect'));
  useEffect(() => {
    if (redirect) localStorage.setItem(AUTH_RETURN_TO_KEY, redirect);
  }, [redirect]);

  useEffect(() => {
    if (isPending || signingIn || !user) return;
    navigate(mfaPending ? link('/mfa-challenge') : dashboardFor(user), { replace: true });
  }, [isPending, signingIn, user, mfaPending, navigate]);

  const showTab = (next: Tab) => navigate(link(`${next === 'signup' ? '/signup' : '/login'}${keptQuery(search)}`), { replace: true });

  if (isPending || (user && !signingIn)) return <PageLoader />;

  return (
    <Center mih="100vh" p="md" style={{ background: 'var(--mantine-color-gray-0)' }}>
      <Stack w="100%" maw={460} gap="md">
        <Center>
          <Logo />
        </Center>
        <Card withBorder padding="xl" radius="lg">
          {forgotEmail !== null ? (
            <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
          ) : (
            <Stack gap="md">
              <div>
                <Title order={1} size="h3" ta="center">
                  Welcome to {APP_NAME}
                </Title>
                <Text c="dimmed" ta="center" size="sm">
                  {tab === 'signup' ? 'Create your account' : 'Sign in to your account'}
                </Text>
              </div>
              <Tabs value={tab} onChange={(value) => showTab(value === 'signup' ? 'signup' : 'signin')} keepMounted={false}>
                <Tabs.List grow>
                  <Tabs.Tab value="signin">Sign In</Tabs.Tab>
                  <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="signin" pt="lg">
                  <SignInForm onForgotPassword={(email) => setForgotEmail(email)} onSignedIn={() => setSigningIn(true)} />
                </Tabs.Panel>
                <Tabs.Panel value="signup" pt="lg">
                  <SignUpForm onBackToSignIn={() => showTab('signin')} />
                </Tabs.Panel>
              </Tabs>
              <Divider label="Or continue with" labelPosition="center" />
              <SocialButtons />
            </Stack>
          )}
        </Card>
        <Anchor component={Link} href={link('/')} ta="center" size="sm">
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
          Back to Home
        </Anchor>
      </Stack>
    </Center>
  );
}
