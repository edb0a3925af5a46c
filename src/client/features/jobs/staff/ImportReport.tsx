import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { JOB_IMPORT_ACTION_LABELS, type JobImportAction } from '#shared/constants/jobs.ts';
import type { JobImportCounts, JobImportReport } from '#shared/schemas/jobs.ts';

const ACTION_COLORS: Record<JobImportAction, string> = {
  create: 'green',
  update: 'blue',
  reopen: 'teal',
  unchanged: 'gray',
  duplicate: 'yellow',
  refused: 'red',
};

const TOTALS: { key: keyof JobImportCounts; action: JobImportAction }[] = [
  { key: 'created', action: 'create' },
  { key: 'updated', action: 'update' },
  { key: 'reopened', action: 'reopen' },
  { key: 'unchanged', action: 'unchanged' },
  { key: 'duplicate', action: 'duplicate' },
  { key: 'refused', action: 'refused' },
];

/** A preview's or an apply's answer: totals, then each row with its action and why. */
export function ImportReport({ report }: { report: JobImportReport }) {
  const preview = report.mode === 'preview';
  return (
    <Stack gap="sm">
      <Group gap="xs" aria-label={preview ? 'Preview totals' : 'Import totals'}>
        <Text fw={600} size="sm">
          {preview ? 'Would be' : 'Done'}:
        </Text>
        {/* Reopening is rare for a file (only jobs its import's source closed), and so are rows already on the board: shown when they happen. */}
        {TOTALS.filter(({ key }) => (key !== 'reopened' && key !== 'duplicate') || report.totals[key] > 0).map(({ key, action }) => (
          <Badge key={key} color={ACTION_COLORS[action]} variant="light">
            {JOB_IMPORT_ACTION_LABELS[action]}: {report.totals[key]}
          </Badge>
        ))}
      </Group>
      <Table.ScrollContainer minWidth={640} maxHeight={480}>
        <Table striped withTableBorder aria-label={preview ? 'Preview report' : 'Import report'} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>External id</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th w={130}>Action</Table.Th>
              <Table.Th>Messages</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.row} aria-label={`Row ${row.row}`}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>{row.externalId ?? '—'}</Table.Td>
                <Table.Td>{row.title ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge color={ACTION_COLORS[row.action]} variant="light">
                    {JOB_IMPORT_ACTION_LABELS[row.action]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.errors.map((message) => (
                    <Text key={message} size="sm" c="red">
                      {message}
                    </Text>
                  ))}
                  {row.notes.map((message) => (
                    <Text key={message} size="sm" c="dimmed">
                      {message}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
