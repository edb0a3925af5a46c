import { Button, Group, Modal, Text } from '@mantine/core';

/** Asks before something that cannot be undone; the confirm button shows the action's progress. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = 'Delete',
  loading,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  loading: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
