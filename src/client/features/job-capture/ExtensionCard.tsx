import { Button, Group, List, Text } from '@mantine/core';
import { IconDownload, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { JOB_CAPTURE_EXTENSION as X } from '#shared/constants/job-capture.ts';
import { TOASTS } from '#shared/toasts.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';
import { NewTokenAlert } from '../api-tokens/index.ts';

/**
 * The browser extension: its download (made for this server), how to install it unpacked, and its
 * token, which may only save and track jobs, so a token kept in a browser cannot read the account.
 */
export function ExtensionCard() {
  const utils = trpc.useUtils();
  const create = trpc.apiTokens.create.useMutation();
  const [token, setToken] = useState<string | null>(null);

  const createToken = async () => {
    try {
      const created = await create.mutateAsync({ name: X.tokenName, expiresInDays: X.tokenDays, scope: 'capture' });
      setToken(created.token);
      notify(TOASTS.account.tokenCreated);
      void utils.apiTokens.list.invalidate();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <SettingsCard title={X.cardTitle} description={X.cardDescription}>
      <Group>
        <Button component="a" href={X.downloadPath} download={X.fileName} variant="light" leftSection={<IconDownload size={16} />}>
          {X.download}
        </Button>
      </Group>
      <List type="ordered" size="sm" spacing={4}>
        {X.installSteps.map((step) => (
          <List.Item key={step}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {step}
            </Text>
          </List.Item>
        ))}
      </List>
      {token && <NewTokenAlert token={token} onClose={() => setToken(null)} />}
      <Group>
        <Button variant="default" leftSection={<IconKey size={16} />} disabled={create.isPending} onClick={() => void createToken()}>
          {create.isPending ? X.creatingToken : X.createToken}
        </Button>
      </Group>
    </SettingsCard>
  );
}
