import { Anchor, Button, Group, Loader, Skeleton, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { DATA_EXPORT_LIMITS, DATA_EXPORT_PATH } from '#shared/constants/data-export.ts';
import { formatBytes, formatShortDate } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { trpc } from '../../trpc.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';

/**
 * "Download my data": asks the server for an archive, shows "Preparing…" while the background job
 * makes it (asking again every few seconds) and then the download link, until it expires.
 */
export function DataExportCard() {
  const utils = trpc.useUtils();
  const status = trpc.dataExport.status.useQuery(undefined, {
    refetchInterval: (q) => (q.state.data?.export?.status === 'pending' ? DATA_EXPORT_LIMITS.pollMs : false),
  });
  const request = trpc.dataExport.request.useMutation();
  const current = status.data?.export ?? null;

  // A job that fails while the tab waits for it says so as a toast, once.
  const seen = useRef(current?.status);
  useEffect(() => {
    if (seen.current === 'pending' && current?.status === 'failed') notify(TOASTS.dataExport.failed, 'red');
    seen.current = current?.status;
  }, [current?.status]);

  const ask = async () => {
    try {
      const made = await request.mutateAsync();
      utils.dataExport.status.setData(undefined, { export: made });
      notify(TOASTS.dataExport.requested);
    } catch (error) {
      notifyError(error);
    }
  };

  const askButton = (label: string) => (
    <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={ask} loading={request.isPending}>
      {label}
    </Button>
  );

  return (
    <SettingsCard
      title="Download my data"
      description={`A JSON file of everything stored about you: profile, settings, resumes, applications, saved jobs, alerts, posts, assessments, sessions and billing state. Large files are also e-mailed as a link. Each file is kept for ${DATA_EXPORT_LIMITS.expiryDays} days.`}
    >
      <QueryState query={status} loading={<Skeleton h={36} radius="sm" />}>
        {() =>
          current?.status === 'pending' ? (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">Preparing your data…</Text>
            </Group>
          ) : current?.status === 'ready' ? (
            <Group gap="md">
              <Anchor href={`${DATA_EXPORT_PATH}/${current.id}`} download>
                Download ({formatBytes(current.sizeBytes ?? 0)}, expires {formatShortDate(current.expiresAt)})
              </Anchor>
              {askButton('Prepare a new copy')}
            </Group>
          ) : (
            <>
              {current?.status === 'failed' && (
                <Text size="sm" c="red.8" role="alert">
                  {TOASTS.dataExport.failed.title}. {TOASTS.dataExport.failed.description}
                </Text>
              )}
              <div>{askButton('Download my data')}</div>
            </>
          )
        }
      </QueryState>
    </SettingsCard>
  );
}
