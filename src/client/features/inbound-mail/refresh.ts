import { trpc } from '../../trpc.ts';

/**
 * What to refetch after a message was read or a proposal decided: the pending proposals, and, when
 * an application may have changed (accepted, applied automatically), the tracker's list, counters
 * and open detail view.
 */
export function useEmailRefresh() {
  const utils = trpc.useUtils();
  return ({ applications }: { applications: boolean }) => {
    void utils.inboundMail.overview.invalidate();
    if (!applications) return;
    void utils.applications.list.invalidate();
    void utils.applications.detail.invalidate();
  };
}
