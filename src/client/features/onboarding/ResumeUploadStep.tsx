import { Alert, Button, Card, FileInput, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconFileText, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { RESUME_UPLOAD } from '#shared/constants/onboarding.ts';
import { type ResumeUploadResult } from '#shared/schemas/onboarding.ts';
import { formatBytes } from '#shared/format.ts';
import { checkResumeFile, uploadResume } from './upload-resume.ts';

interface Props {
  resume: ResumeUploadResult | null;
  onUploaded: (resume: ResumeUploadResult | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Step 1: a PDF, DOC or DOCX, sent as soon as it is chosen. Optional: the builder works without it. */
export function ResumeUploadStep({ resume, onUploaded, onBusyChange }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<(() => void) | null>(null);

  // Leaving the step (or the page) mid-upload cancels it; the wizard is not left "busy".
  useEffect(
    () => () => {
      abortRef.current?.();
      onBusyChange(false);
    },
    [onBusyChange],
  );

  const choose = async (chosen: File | null) => {
    abortRef.current?.();
    setFile(chosen);
    setError(null);
    if (!chosen) {
      onUploaded(null);
      return;
    }
    const problem = checkResumeFile(chosen);
    if (problem) {
      setError(problem);
      return;
    }
    const upload = uploadResume(chosen, setProgress);
    abortRef.current = upload.abort;
    setProgress(0);
    onBusyChange(true);
    try {
      onUploaded(await upload.done);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      if (abortRef.current === upload.abort) {
        abortRef.current = null;
        setProgress(null);
        onBusyChange(false);
      }
    }
  };

  const uploading = progress !== null;
  return (
    <Stack gap="md">
      <Text c="dimmed">
        Upload your current resume and we will use it to prefill your resume builder. PDF, DOC or DOCX, up to{' '}
        {RESUME_UPLOAD.maxBytes / (1024 * 1024)} MB.
      </Text>
      <FileInput
        label="Resume file"
        placeholder="Choose a PDF, DOC or DOCX file"
        accept={RESUME_UPLOAD.extensions.join(',')}
        leftSection={<IconUpload size={16} />}
        value={file}
        onChange={(chosen) => void choose(chosen)}
        clearable={!uploading}
        disabled={uploading}
        error={error}
      />
      {uploading && (
        <Stack gap={4}>
          <Text size="sm">Uploading {file?.name}...</Text>
          <Progress value={Math.round(progress * 100)} animated aria-label="Upload progress" />
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Upload failed">
          {error}
        </Alert>
      )}
      {resume && !uploading && (
        <Card withBorder radius="md" padding="sm" aria-label="Uploaded resume">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color="green" size={36} radius="md">
                <IconFileText size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600} size="sm">
                  {resume.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBytes(resume.sizeBytes)} · Uploaded
                  {resume.hasText ? ' · Its text will prefill your resume builder' : ''}
                </Text>
              </div>
            </Group>
            <Button variant="subtle" color="gray" size="xs" onClick={() => void choose(null)}>
              Remove
            </Button>
          </Group>
        </Card>
      )}
      <Text size="sm" c="dimmed">
        No resume at hand? Skip this step: you can build one with the resume builder later.
      </Text>
    </Stack>
  );
}
