// The letter as a file (PDF and Word in its template, plain text) or on the clipboard. The files are
// the saved letter's: unsaved changes are saved first; a letter never saved has none yet, and says so.
import { Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { COVER_LETTER_TEXT as T, coverLetterFilePath, type CoverLetterExportFormat } from '#shared/constants/cover-letters.ts';
import { download } from '../../lib/download.ts';

const FILES: { format: CoverLetterExportFormat; label: string }[] = [
  { format: 'pdf', label: T.downloadPdf },
  { format: 'docx', label: T.downloadDocx },
  { format: 'txt', label: T.downloadText },
];

interface Props {
  /** The saved letter's id, null until it is saved. */
  letterId: string | null;
  saving: boolean;
  /** Saves unsaved changes; answers the saved letter's id, or null when the save failed. */
  saveFirst: () => Promise<string | null>;
  text: string;
}

export function LetterExport({ letterId, saving, saveFirst, text }: Props) {
  const fetchFile = async (format: CoverLetterExportFormat) => {
    const id = await saveFirst();
    if (id) download(coverLetterFilePath(id, format));
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="export-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="export-title">
          {T.exportTitle}
        </Title>
        <Group gap="xs">
          {FILES.map(({ format, label }) => (
            <Button
              key={format}
              variant="default"
              size="sm"
              leftSection={<IconDownload size={16} />}
              disabled={!letterId}
              aria-describedby={letterId ? undefined : 'export-reason'}
              loading={saving}
              onClick={() => void fetchFile(format)}
            >
              {label}
            </Button>
          ))}
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button variant="light" size="sm" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} disabled={!text} onClick={copy}>
                {copied ? T.copied : T.copyText}
              </Button>
            )}
          </CopyButton>
        </Group>
        {!letterId && (
          <Text size="sm" c="dimmed" id="export-reason">
            {T.saveToExport}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
