// The document's title and description follow the route. The server renders the first page's head
// (src/server/seo), so the route table's meta is imported only at the first navigation: the home
// page's first load does not carry it. A page about loaded data titles itself (usePageTitle).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { findRoute } from '#shared/routes.ts';

/** The path whose head is showing; null until the first render, whose head the server wrote. */
let shownPath: string | null = null;
/** The path a page titled from its data: the route's generic title must not replace it. */
let titledFromData: string | null = null;

/** For usePageTitle: the current path's title comes from its data (or, with null, no longer does). */
export function markTitledFromData(path: string | null) {
  titledFromData = path;
}

/** In the route renderer: on every navigation, the new route's title and description. */
export function useRouteMeta() {
  const [location] = useLocation();
  useEffect(() => {
    if (shownPath === null) shownPath = location;
    if (shownPath === location) return;
    shownPath = location;
    const pattern = findRoute(location);
    let current = true;
    void import('#shared/route-meta.ts').then(({ ROUTE_META, NOT_FOUND_META, documentTitle }) => {
      if (!current) return;
      const meta = pattern ? ROUTE_META[pattern] : NOT_FOUND_META;
      if (titledFromData !== location) document.title = documentTitle(meta.title);
      document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    });
    return () => {
      current = false;
    };
  }, [location]);
}
