import { Badge, Box, Code, Group, List, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { ApiProcedure, JsonSchema } from '#shared/docs.ts';
import { CodeBlock } from './CodeBlock.tsx';

/** Each access level's badge; filled dark shades keep white text readable. */
export const LEVEL_BADGES: Record<string, { label: string; color: string }> = {
  public: { label: 'Public', color: 'teal.9' },
  signedIn: { label: 'Signed in', color: 'gray.7' },
  authed: { label: 'Member or token', color: 'blue.8' },
  account: { label: 'Account', color: 'indigo.8' },
  premium: { label: 'Premium', color: 'grape.8' },
  staff: { label: 'Staff', color: 'cyan.9' },
  admin: { label: 'Admin', color: 'red.9' },
};

export const CALLER_LABELS: Record<string, string> = {
  anonymous: 'Visitors',
  mfaPending: 'Sessions before the second factor',
  free: 'Free members',
  premium: 'Premium members',
  moderator: 'Moderators',
  admin: 'Admins',
  apiToken: 'API tokens',
};

export function LevelBadge({ level }: { level: string }) {
  const badge = LEVEL_BADGES[level] ?? { label: level, color: 'gray.7' };
  return (
    <Badge variant="filled" color={badge.color} size="sm">
      {badge.label}
    </Badge>
  );
}

const formatWindow = (seconds: number) =>
  seconds % 86400 === 0 ? `${seconds / 86400} day` : seconds % 3600 === 0 ? `${seconds / 3600} hour` : `${seconds / 60} minutes`;

export const describeLimit = (limit: { limit: number; windowSeconds: number; per: string }) =>
  `${limit.limit} per ${limit.per} per ${formatWindow(limit.windowSeconds).replace(/^1 /, '')}`;

function SchemaBlock({ label, schema }: { label: string; schema: JsonSchema | null }) {
  if (!schema) {
    return (
      <Text size="sm">
        <strong>{label}:</strong> none.
      </Text>
    );
  }
  return (
    <details>
      <summary style={{ cursor: 'pointer', fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' }}>{label} (JSON Schema)</summary>
      {/* Focusable so a keyboard can scroll it. */}
      <Code block mt={4} tabIndex={0} style={{ whiteSpace: 'pre', overflowX: 'auto', maxHeight: 480 }}>
        {JSON.stringify(schema, null, 2)}
      </Code>
    </details>
  );
}

function ProcedureDetails({ procedure }: { procedure: ApiProcedure }) {
  return (
    <Stack gap="sm" px="md" pb="md" id={`procedure-${procedure.path}-details`}>
      <Text size="sm">
        <strong>Who may call it:</strong> {procedure.callers.map((c) => CALLER_LABELS[c] ?? c).join(', ')}.
        {!procedure.tokenAllowed && ' API tokens are refused.'}
      </Text>
      {procedure.postedQuery && (
        <Text size="sm">
          The web app sends this query as a POST (method override) because its input can be too large for an address; GET works too.
        </Text>
      )}
      <SchemaBlock label="Input" schema={procedure.input} />
      <SchemaBlock label="Output" schema={procedure.output} />
      <CodeBlock label="Typed client" code={procedure.examples.typedClient} />
      <CodeBlock label="curl" code={procedure.examples.curl} />
      <div>
        <Title order={4} size="sm" mb={4}>
          Errors
        </Title>
        <Text size="xs" c="dimmed" mb={4}>
          Derived from the access level, the input and the rate limits.
        </Text>
        {procedure.errors.length === 0 ? (
          <Text size="sm">None beyond those every procedure can answer.</Text>
        ) : (
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>HTTP</Table.Th>
                <Table.Th>When</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {procedure.errors.map((error) => (
                <Table.Tr key={error.code}>
                  <Table.Td>
                    <Code>{error.code}</Code>
                  </Table.Td>
                  <Table.Td>{error.httpStatus}</Table.Td>
                  <Table.Td>{error.when}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </div>
      <div>
        <Title order={4} size="sm" mb={4}>
          Rate limits
        </Title>
        {procedure.rateLimits.length === 0 ? (
          <Text size="sm">None.</Text>
        ) : (
          <List size="sm" spacing={2}>
            {procedure.rateLimits.map((limit) => (
              <List.Item key={limit.name}>{describeLimit(limit)}</List.Item>
            ))}
          </List>
        )}
      </div>
    </Stack>
  );
}

/** One procedure: a row that opens to its details, rendered only when open so the page stays light. */
export function ProcedureItem({ procedure, open, onToggle }: { procedure: ApiProcedure; open: boolean; onToggle: () => void }) {
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Paper withBorder radius="sm" data-procedure={procedure.path} id={procedure.path}>
      <UnstyledButton
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={open ? `procedure-${procedure.path}-details` : undefined}
        w="100%"
        p="sm"
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Chevron size={16} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
          <Box style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Code fw={600} style={{ wordBreak: 'break-all' }}>
                {procedure.path}
              </Code>
              <Badge variant="outline" color="dark" size="sm">
                {procedure.kind}
              </Badge>
              <LevelBadge level={procedure.level} />
            </Group>
            <Text size="sm" mt={4}>
              {procedure.summary}
            </Text>
          </Box>
        </Group>
      </UnstyledButton>
      {open && <ProcedureDetails procedure={procedure} />}
    </Paper>
  );
}
