import type { ReactNode } from 'react';
import type { Toast } from '#shared/toasts.ts';
import { LoadError } from './LoadError.tsx';
import { PageLoader } from './PageLoader.tsx';

interface QueryStateProps<T> {
  /** A react-query or tRPC query, plain or infinite: only its data and its error are read. */
  query: { data: T | undefined; error: unknown };
  /** Until the first answer: a skeleton of what is coming, or null for nothing; the page loader by default. */
  loading?: ReactNode;
  /** LoadError's words for this failure and whether it is toasted. */
  error?: { message?: Toast; toast?: boolean };
  /** An answer with nothing to show, which `empty` then stands for; never shown beside an error. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /**
   * An error once data is on screen (a failed refetch, a failed next page). Without this it takes the
   * data's place; 'above': the data stays under it; 'quiet': the data stays and the error is only
   * logged, and toasted if `error.toast` says so.
   */
  keepData?: 'above' | 'quiet';
  children: (data: T) => ReactNode;
}

/**
 * A query's states, in the one order every screen shows them: the loading skeleton until the first
 * answer, `<LoadError>` where the data would be when it fails, the empty state, then the data.
 */
export function QueryState<T>({ query, loading = <PageLoader />, error, isEmpty, empty = null, keepData, children }: QueryStateProps<T>) {
  const { data } = query;
  const failed = Boolean(query.error);
  const shown = data !== undefined && !isEmpty?.(data) && (!failed || keepData !== undefined);
  return (
    <>
      <LoadError error={query.error} {...error} inline={!shown || keepData !== 'quiet'} />
      {shown ? children(data) : failed ? null : data === undefined ? loading : empty}
    </>
  );
}
