import { Button, SimpleGrid, Tooltip } from '@mantine/core';
import { IconBrandGoogle, IconBrandLinkedin } from '@tabler/icons-react';
import { OAUTH_PROVIDER_LABELS, OAUTH_PROVIDERS, type OAuthProvider } from '#shared/constants/auth.ts';
import { trpc } from '../../trpc.ts';

const ICONS: Record<OAuthProvider, typeof IconBrandGoogle> = { google: IconBrandGoogle, linkedin: IconBrandLinkedin };

/**
 * Google and LinkedIn. A configured provider is a plain link: the server's /api/auth/oauth route
 * sends the whole page to the provider. One the server has no client id for stays visible but
 * disabled, with a tooltip saying why (a disabled button gets no hover, hence data-disabled).
 */
export function SocialButtons() {
  const providers = trpc.auth.providers.useQuery(undefined, { staleTime: Infinity });
  return (
    <SimpleGrid cols={2} spacing="sm">
      {OAUTH_PROVIDERS.map((provider) => {
        const Icon = ICONS[provider];
        const label = OAUTH_PROVIDER_LABELS[provider];
        const icon = <Icon size={18} />;
        if (providers.isPending) {
          return (
            <Button key={provider} variant="default" leftSection={icon} disabled>
              {label}
            </Button>
          );
        }
        if (providers.data?.[provider]) {
          return (
            <Button key={provider} component="a" href={`/api/auth/oauth/${provider}`} variant="default" leftSection={icon}>
              {label}
            </Button>
          );
        }
        return (
          <Tooltip key={provider} label={`${label} sign-in is not configured on this server`} withArrow>
            <Button variant="default" leftSection={icon} data-disabled aria-disabled="true" onClick={(event) => event.preventDefault()}>
              {label}
            </Button>
          </Tooltip>
        );
      })}
    </SimpleGrid>
  );
}
