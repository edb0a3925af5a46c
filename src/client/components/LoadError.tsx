import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { serverMessage } from './feedback.ts';

/** A query that failed, said in the server's words (or the generic message when it never answered). */
export function LoadError({ error }: { error: unknown }) {
  const failed = serverMessage(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={failed.title}>
      {failed.description}
    </Alert>
  );
}
