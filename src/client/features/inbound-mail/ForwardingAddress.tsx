// The member's forwarding address: shown read-only with a copy button, what forwarding does, and
// rotating it (the old address is retired at once, so it asks first). The same block sits in
// Settings and behind the tracker's "Your forwarding address" button.
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { INBOUND_TEXT } from '#shared/constants/inbound-mail.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';

const MONOSPACE = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

export function ForwardingAddress({ address, receiving }: { address: string; receiving: boolean }) {
  const utils = trpc.useUtils();
  const rotate = trpc.inboundMail.rotate.useMutation();
  const [confirming, setConfirming] = useState(false);

  const confirmRotate = async () => {
    try {
      const rotated = await rotate.mutateAsync();
      // Both places that show the address read the overview: the new one shows in each at once.
      utils.inboundMail.overview.setData(undefined, (old) => old && { ...old, address: rotated.address });
      notify({ title: INBOUND_TEXT.rotated });
    } catch (err) {
      notifyError(err);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          readOnly
          value={address}
          aria-label={INBOUND_TEXT.addressTitle}
          data-testid="forwarding-address"
          styles={MONOSPACE}
          style={{ flex: 1, minWidth: 0 }}
          // Where the clipboard is unavailable (a plain-http server), the address is one keystroke from copied.
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={address}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy} style={{ flexShrink: 0 }}>
              {copied ? INBOUND_TEXT.copied : INBOUND_TEXT.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        {INBOUND_TEXT.addressHelp}
      </Text>
      {!receiving && (
        <Alert color="gray" variant="light" icon={<IconMailOff size={18} />} data-testid="smtp-off">
          {INBOUND_TEXT.smtpOff}
        </Alert>
      )}
      <Group>
        <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={() => setConfirming(true)}>
          {INBOUND_TEXT.rotate}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={`${INBOUND_TEXT.rotate}?`}
        message={INBOUND_TEXT.rotateConfirm}
        confirmLabel={INBOUND_TEXT.rotate}
        loading={rotate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmRotate()}
      />
    </Stack>
  );
}
