import { Alert, Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { TOASTS } from '#shared/toasts.ts';

/** A token just made, shown this once with a copy button: the server keeps only its hash. */
export function NewTokenAlert({ token, onClose }: { token: string; onClose: () => void }) {
  return (
    <Alert color="green" variant="light" icon={<IconKey size={18} />} title={TOASTS.account.tokenCreated.title} withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      <Text size="sm" mb="xs">
        {TOASTS.account.tokenCreated.description}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code fz="sm" data-testid="api-token" style={{ wordBreak: 'break-all' }}>
          {token}
        </Code>
        <CopyButton value={token}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy} style={{ flexShrink: 0 }}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
