import { Alert, Button, CopyButton, Group, SimpleGrid, Code, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconLifebuoy } from '@tabler/icons-react';
import { APP_NAME } from '#shared/constants.ts';

function download(codes: string[]) {
  const text = [`${APP_NAME} recovery codes`, 'Each code works once.', '', ...codes, ''].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${APP_NAME.toLowerCase()}-recovery-codes.txt`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The recovery codes, shown once right after two-factor authentication is turned on. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLifebuoy size={18} />} title="Save your recovery codes">
      <Text size="sm" mb="sm">
        If you lose your phone, each of these codes signs you in once. This is the only time they are shown: keep them somewhere safe.
      </Text>
      <SimpleGrid cols={2} spacing={6} mb="sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <Code key={code} fz="sm" ta="center" data-testid="recovery-code">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={() => download(codes)}>
          Download .txt
        </Button>
      </Group>
    </Alert>
  );
}
