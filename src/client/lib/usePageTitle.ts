import { useEffect } from 'react';
import { documentTitle } from '#shared/route-meta.ts';
import { markTitledFromData } from './usePageMeta.ts';

/** A page about loaded data (an article, a post, a member): its own title once the data is there. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const path = window.location.pathname;
    markTitledFromData(path);
    document.title = documentTitle(title);
    return () => markTitledFromData(null);
  }, [title]);
}
