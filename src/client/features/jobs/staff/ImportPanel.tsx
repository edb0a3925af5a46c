// The Jobs tab's Import section: a file of jobs into a named import, previewed row by row before it
// is applied. Apply sends the same file again (the server trusts no earlier answer), so what it does
// is what the preview said unless the board changed in between.
import { Alert, Anchor, Autocomplete, Button, Card, FileInput, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import {
  JOB_IMPORT_COLUMN_HINTS,
  JOB_IMPORT_COLUMNS,
  JOB_IMPORT_LIMITS,
  JOB_IMPORT_TEXT,
  type JobImportMode,
} from '#shared/constants/jobs.ts';
import type { JobImportReport } from '#shared/schemas/jobs.ts';
import { TOASTS } from '#shared/toasts.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { notify } from '../../../lib/feedback.ts';
import { trpc } from '../../../trpc.ts';
import { checkImportFile, sendImport, templateHref } from './ImportFile.ts';
import { ImportReport } from './ImportReport.tsx';

export function ImportPanel() {
  const utils = trpc.useUtils();
  const sources = trpc.admin.jobImports.sources.useQuery();
  const [source, setSource] = useState('');
  const [company, setCompany] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<JobImportMode | null>(null);
  const [report, setReport] = useState<JobImportReport | null>(null);
  const [refusal, setRefusal] = useState<{ mode: JobImportMode; message: string } | null>(null);

  // A report belongs to the file and name it answered: changing either asks for a new preview.
  const reset = () => {
    setReport(null);
    setRefusal(null);
  };
  const known = sources.data?.find((s) => s.name.toLowerCase() === source.trim().toLowerCase());

  const run = async (mode: JobImportMode) => {
    const problem = !source.trim() ? JOB_IMPORT_TEXT.sourceRequired : !file ? JOB_IMPORT_TEXT.noFile : checkImportFile(file);
    if (problem || !file) return setRefusal({ mode, message: problem ?? JOB_IMPORT_TEXT.noFile });
    setBusy(mode);
    setRefusal(null);
    try {
      const answer = await sendImport({ mode, source: source.trim(), company: company.trim(), file });
      setReport(answer);
      if (mode === 'apply') {
        notify(TOASTS.jobImports.applied);
        void utils.admin.jobImports.sources.invalidate();
      }
    } catch (err) {
      setReport(null);
      setRefusal({ mode, message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(null);
    }
  };

  const applicable = report?.mode === 'preview' && report.rows.some((r) => r.action !== 'refused');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3}>Import jobs</Title>
            <Text size="sm" c="dimmed">
              A CSV file or JSON of schema.org JobPosting objects, up to {JOB_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} jobs. Preview first: nothing
              changes until you apply. Importing the same file again changes nothing.
            </Text>
          </div>
          <Anchor href={templateHref()} download="job-import-template.csv" size="sm">
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} />
              Download CSV template
            </Group>
          </Anchor>
        </Group>
        <LoadError error={sources.error} message={TOASTS.jobImports.sourcesLoadFailed} />
        <Group grow align="flex-start">
          <Autocomplete
            label="Import name"
            description="Jobs are matched by external id within one import"
            placeholder="e.g. Acme careers"
            required
            data={sources.data?.map((s) => s.name) ?? []}
            value={source}
            onChange={(value) => {
              setSource(value);
              reset();
            }}
            maxLength={JOB_IMPORT_LIMITS.sourceNameMax}
          />
          <TextInput
            label="Company"
            description={known ? `Blank: ${known.companyName}` : 'For rows without a company; blank: the import name'}
            value={company}
            onChange={(event) => {
              setCompany(event.currentTarget.value);
              reset();
            }}
            maxLength={JOB_IMPORT_LIMITS.companyMax}
          />
        </Group>
        <FileInput
          label="File"
          placeholder="Choose a .csv or .json file"
          accept=".csv,.json,.jsonld,text/csv,application/json,application/ld+json"
          leftSection={<IconFileImport size={16} />}
          value={file}
          onChange={(value) => {
            setFile(value);
            reset();
          }}
          clearable
        />
        <Group>
          <Button variant="default" onClick={() => void run('preview')} loading={busy === 'preview'} disabled={busy !== null}>
            Preview
          </Button>
          <Button onClick={() => void run('apply')} loading={busy === 'apply'} disabled={!applicable || busy !== null}>
            Apply import
          </Button>
        </Group>
        {refusal && (
          // A refused file or form, not a failed load: the server's words, in place, until something changes.
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={TOASTS.jobImports[refusal.mode === 'apply' ? 'applyFailed' : 'previewFailed'].title}>
            {refusal.message}
          </Alert>
        )}
        {report && <ImportReport report={report} />}
        <details>
          <summary>
            <Text span size="sm" fw={500}>
              CSV columns
            </Text>
          </summary>
          <Table mt="xs" aria-label="CSV columns">
            <Table.Tbody>
              {JOB_IMPORT_COLUMNS.map((column) => (
                <Table.Tr key={column}>
                  <Table.Td>
                    <code>{column}</code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{JOB_IMPORT_COLUMN_HINTS[column]}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </details>
      </Stack>
    </Card>
  );
}
