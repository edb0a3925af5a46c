import { Skeleton, Stack } from '@mantine/core';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { ChangeEmailCard, ChangePasswordCard, DangerZoneCard, SessionsCard } from '../account/index.ts';
import { ApiTokensCard } from '../api-tokens/index.ts';
import { InboundMailCard } from '../inbound-mail/index.ts';
import { ExtensionCard } from '../job-capture/index.ts';
import { TwoFactorCard } from '../mfa/index.ts';

/**
 * Password, e-mail, two-factor, sessions, API tokens, the browser extension, the forwarding address
 * for updates from e-mail, and deleting the account.
 */
export function AccountTab() {
  const overview = trpc.account.overview.useQuery();
  return (
    <QueryState
      query={overview}
      loading={
        <Stack gap="lg" aria-busy="true">
          <Skeleton h={220} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      }
    >
      {(account) => (
        <Stack gap="lg">
          <ChangePasswordCard hasPassword={account.hasPassword} />
          <ChangeEmailCard email={account.email} pendingEmail={account.pendingEmail} hasPassword={account.hasPassword} />
          <TwoFactorCard enabled={account.mfaEnabled} recoveryCodesLeft={account.recoveryCodesLeft} />
          <SessionsCard />
          <ApiTokensCard />
          <ExtensionCard />
          <InboundMailCard />
          <DangerZoneCard hasPassword={account.hasPassword} mfaEnabled={account.mfaEnabled} />
        </Stack>
      )}
    </QueryState>
  );
}
