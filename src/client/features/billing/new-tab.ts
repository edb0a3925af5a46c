// Checkout and the billing portal open in a new tab, as the spec has them. The
// url arrives only after a server call, and a popup blocker allows window.open only inside the
// click, so the tab is opened empty on click and sent to the url when it comes.
import { useEffect, useState } from 'react';
import { trpc } from '../../trpc.ts';

/**
 * `open(getUrl)` opens a blank tab now and points it at `getUrl()`'s answer; if the browser
 * refused the tab, this tab goes there instead. When the user comes back to this tab, the
 * session and billing overview are refetched: the other tab may have changed the plan.
 */
export function useNewTab() {
  const utils = trpc.useUtils();
  const [awaitingReturn, setAwaitingReturn] = useState(false);

  useEffect(() => {
    if (!awaitingReturn) return;
    const onFocus = () => {
      setAwaitingReturn(false);
      void utils.auth.session.invalidate();
      void utils.billing.overview.invalidate();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [awaitingReturn, utils]);

  const open = async (getUrl: () => Promise<string>): Promise<void> => {
    // Not 'noopener' here: with it window.open returns null and the tab could not be steered.
    const tab = window.open('', '_blank');
    let url: string;
    try {
      url = await getUrl();
    } catch (err) {
      tab?.close();
      throw err;
    }
    if (tab && !tab.closed) {
      tab.opener = null; // the provider's page gets no handle on this one
      tab.location.href = url;
      setAwaitingReturn(true);
    } else {
      window.location.assign(url);
    }
  };

  return { open };
}
