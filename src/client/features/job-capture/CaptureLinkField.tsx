// "Job posting link" and "Fill from link": the server reads the posting at the link (decision 058)
// and hands it to the form around the field, which shows it for review. The field says how the
// posting was read and whether the job is also on the board; a link that cannot be read is
// refused under the field in the server's own words.
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLink, IconWand } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { JOB_CAPTURE_LIMITS, JOB_CAPTURE_READER_LABELS, JOB_CAPTURE_TEXT } from '#shared/constants/job-capture.ts';
import { link } from '#shared/routes.ts';
import type { CaptureReadResult } from '#shared/schemas/job-capture.ts';
import { errorCode, fieldErrorsOf } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';

const T = JOB_CAPTURE_TEXT;

/** How a posting was read, in a member's words: "Filled from the page (structured data)". */

/** The server's words for a refused read: the field's own message, else the refusal's description. */
function refusal(err: unknown): string {
  const field = fieldErrorsOf(err).url;
  if (field) return field;
  // No answer at all: the request never reached us.
  if (!errorCode(err)) return T.network;
  return err instanceof Error && err.message ? err.message : T.network;
}

/** "Also on the Upward job board", linking to the board's job. */
export function AlsoOnBoard({ jobId }: { jobId: string }) {
  return (
    <Anchor component={Link} href={link(`/jobs/${jobId}`)} size="sm" w="fit-content" data-testid="also-on-board">
      {T.alsoOnBoard}
    </Anchor>
  );
}

/**
 * The link field. `onRead` gets each posting read (null when the link is changed after a read, so
 * the form no longer saves the old posting). `initialUrl` (a link shared from a phone) is read once
 * as the field appears. `status`: say under the field what was filled and that the job is on the
 * board (off in the board's dialog, which shows the posting in full instead and words the field for it).
 */
export function CaptureLinkField({
  initialUrl = '',
  onRead,
  status = true,
}: {
  initialUrl?: string;
  onRead: (result: CaptureReadResult | null) => void;
  status?: boolean;
}) {
  const read = trpc.jobCapture.read.useMutation();
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<(CaptureReadResult & { url: string }) | null>(null);

  const fill = async (target: string) => {
    setError(null);
    try {
      const answer = await read.mutateAsync({ url: target });
      setResult({ ...answer, url: target });
      onRead(answer);
    } catch (err) {
      setResult(null);
      onRead(null);
      setError(refusal(err));
    }
  };

  // A shared link is read once, when the dialog opens with it.
  const sharedRead = useRef(false);
  useEffect(() => {
    if (!initialUrl || sharedRead.current) return;
    sharedRead.current = true;
    void fill(initialUrl);
    // Only the link the field opened with is read by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialUrl]);

  const change = (next: string) => {
    setUrl(next);
    setError(null);
    if (result && next.trim() !== result.url) {
      setResult(null);
      onRead(null);
    }
  };

  return (
    <Stack gap={6}>
      <TextInput
        label={T.linkLabel}
        description={status ? T.linkDescription : T.linkDescriptionBoard}
        placeholder={T.linkPlaceholder}
        type="url"
        inputMode="url"
        leftSection={<IconLink size={16} aria-hidden />}
        maxLength={JOB_CAPTURE_LIMITS.urlMax}
        value={url}
        error={error}
        onChange={(event) => change(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter reads the link instead of submitting the form around the field.
          if (event.key === 'Enter') {
            event.preventDefault();
            if (url.trim()) void fill(url.trim());
          }
        }}
      />
      <Group gap="xs" wrap="wrap">
        <Button variant="light" size="xs" leftSection={<IconWand size={14} />} loading={read.isPending} disabled={!url.trim()} onClick={() => void fill(url.trim())}>
          {T.fill}
        </Button>
        {status && result && (
          <Text size="sm" c="teal" data-testid="capture-filled">
            {T.filled(JOB_CAPTURE_READER_LABELS[result.posting.readBy])}
          </Text>
        )}
        {status && result?.boardJobId && <AlsoOnBoard jobId={result.boardJobId} />}
      </Group>
    </Stack>
  );
}
