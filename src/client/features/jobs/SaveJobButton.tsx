import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { TOASTS } from '#shared/toasts.ts';
import { errorCode, notify, notifyError, serverToast } from '../../lib/feedback.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';

/** Codes the server uses to refuse a save past the free limit: its own words say why. */
const LIMIT_CODES = new Set(['FORBIDDEN', 'PRECONDITION_FAILED']);

/**
 * Saving and unsaving a job, with the spec's toasts. Visitors get "Login required"; a free user past
 * the limit gets the server's upgrade message; other failures read "Error" with the server's words.
 * `onChange` lets the screen mark the card without refetching every loaded page.
 */
export function useSaveJob(onChange?: (jobId: string, saved: boolean) => void) {
  const { user } = useSession();
  const utils = trpc.useUtils();
  const save = trpc.savedJobs.save.useMutation();
  const remove = trpc.savedJobs.remove.useMutation();

  const toggle = async (jobId: string, saved: boolean) => {
    if (!user) {
      notify(TOASTS.jobs.loginRequired, 'yellow');
      return;
    }
    try {
      if (saved) {
        await remove.mutateAsync({ jobId });
        notify(TOASTS.jobs.removed);
      } else {
        await save.mutateAsync({ jobId });
        notify(TOASTS.jobs.saved);
      }
      onChange?.(jobId, !saved);
      void utils.savedJobs.list.invalidate();
      void utils.jobs.byId.invalidate({ jobId });
    } catch (err) {
      if (LIMIT_CODES.has(errorCode(err) ?? '')) notify(serverToast(err), 'yellow');
      else notifyError(err, TOASTS.jobs.error);
    }
  };

  return { toggle, pending: save.isPending || remove.isPending };
}

export function SaveJobButton({
  jobId,
  title,
  saved,
  onChange,
}: {
  jobId: string;
  title: string;
  saved: boolean;
  onChange?: (jobId: string, saved: boolean) => void;
}) {
  const { toggle, pending } = useSaveJob(onChange);
  const label = saved ? `Remove ${title} from saved jobs` : `Save ${title}`;
  return (
    <Tooltip label={saved ? 'Saved' : 'Save job'} withArrow>
      <ActionIcon
        variant={saved ? 'light' : 'subtle'}
        color={saved ? 'blue' : 'gray'}
        size="lg"
        aria-label={label}
        aria-pressed={saved}
        disabled={pending}
        onClick={() => void toggle(jobId, saved)}
      >
        {saved ? <IconBookmarkFilled size={20} /> : <IconBookmark size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
