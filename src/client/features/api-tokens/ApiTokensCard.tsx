import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_SCOPE_LABELS } from '#shared/constants/account.ts';
import { formatShortDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import { createApiTokenInput } from '#shared/schemas/account.ts';
import { fieldErrorsOf, notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';
import { NewTokenAlert } from './NewTokenAlert.tsx';

const EXPIRY_OPTIONS = API_TOKEN_EXPIRY_DAYS.map((days) => ({ value: String(days), label: days === 365 ? '1 year' : `${days} days` }));
const expiry = (at: Date) => (at < new Date() ? 'Expired' : formatShortDate(at));
const lastUsed = (at: Date | null) => (at ? formatShortDate(at) : 'Never');
const schemaErrors = schemaResolver(createApiTokenInput, { sync: true });

interface TokenForm {
  name: string;
  expiresInDays: string;
}

/** Personal API tokens for scripts: each is shown once, when made. */
export function ApiTokensCard() {
  const utils = trpc.useUtils();
  const tokens = trpc.apiTokens.list.useQuery();
  const create = trpc.apiTokens.create.useMutation();
  const revoke = trpc.apiTokens.revoke.useMutation();
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<TokenForm>({
    initialValues: { name: '', expiresInDays: '30' },
    validate: (values) => schemaErrors({ ...values, expiresInDays: Number(values.expiresInDays) }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const input = createApiTokenInput.parse({ ...values, expiresInDays: Number(values.expiresInDays) });
      const token = await create.mutateAsync(input);
      setCreated(token.token);
      notify(TOASTS.account.tokenCreated);
      form.reset();
      void utils.apiTokens.list.invalidate();
    } catch (error) {
      form.setErrors(fieldErrorsOf(error));
      notifyError(error);
    }
  });

  const revokeToken = async (id: string) => {
    try {
      await revoke.mutateAsync({ id });
      notify(TOASTS.account.tokenRevoked);
      void utils.apiTokens.list.invalidate();
    } catch (error) {
      notifyError(error);
    }
  };

  const revokeButton = (token: { id: string; name: string }) => (
    <Button size="xs" variant="default" disabled={revoke.isPending} onClick={() => void revokeToken(token.id)} aria-label={`Revoke token ${token.name}`}>
      Revoke
    </Button>
  );

  return (
    <SettingsCard title="API tokens" description="Tokens let your own scripts use the API as you. They cannot change your password, email or security settings.">
      {created && <NewTokenAlert token={created} onClose={() => setCreated(null)} />}

      {tokens.data && tokens.data.length > 0 && (
        <>
          {/* A table from the sm breakpoint; below it each token is a card, so no column hides off-screen (decision 042). */}
          <Table verticalSpacing="xs" visibleFrom="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Access</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{token.name}</Table.Td>
                  <Table.Td>{API_TOKEN_SCOPE_LABELS[token.scope]}</Table.Td>
                  <Table.Td>{formatShortDate(token.createdAt)}</Table.Td>
                  <Table.Td>{expiry(token.expiresAt)}</Table.Td>
                  <Table.Td>{lastUsed(token.lastUsedAt)}</Table.Td>
                  <Table.Td ta="right">{revokeButton(token)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="xs" hiddenFrom="sm" component="ul" aria-label="API tokens" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {tokens.data.map((token) => (
              <Group key={token.id} component="li" justify="space-between" wrap="nowrap" align="flex-start" p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
                <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Text size="sm" fw={500}>
                    {token.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {API_TOKEN_SCOPE_LABELS[token.scope]} · Created {formatShortDate(token.createdAt)} · Expires {expiry(token.expiresAt)} · Last used {lastUsed(token.lastUsedAt)}
                  </Text>
                </div>
                <div style={{ flexShrink: 0 }}>{revokeButton(token)}</div>
              </Group>
            ))}
          </Stack>
        </>
      )}
      {tokens.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          You have no API tokens.
        </Text>
      )}

      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput label="Token name" placeholder="My script" required style={{ flex: 1, minWidth: 'min(200px, 100%)' }} {...form.getInputProps('name')} />
          <Select label="Expires after" data={EXPIRY_OPTIONS} allowDeselect={false} w={140} {...form.getInputProps('expiresInDays')} />
          <Button type="submit" mt={25} disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Token'}
          </Button>
        </Group>
      </form>
    </SettingsCard>
  );
}
