import { Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A labelled block of code with a copy button. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="default" leftSection={copied ? <IconCheck size={12} /> : <IconCopy size={12} />} onClick={copy} aria-label={`Copy: ${label}`}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      {/* Focusable so a keyboard can scroll a long line. */}
      <Code block tabIndex={0} style={{ whiteSpace: 'pre', overflowX: 'auto' }}>
        {code}
      </Code>
    </div>
  );
}
