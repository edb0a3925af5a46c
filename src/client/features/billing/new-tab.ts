// Checkout and the billing portal open in a new tab, as the spec has them. The
// url arrives only after a server call, and a popup blocker allows window.open only inside the
// click, so the tab is opened empty on click and sent to the url when it comes.
import { useSubscriptionSync } from './billing-channel.ts';

/**
 * `open(getUrl)` opens a blank tab now and points it at `getUrl()`'s answer; if the browser
 * refused the tab, this tab goes there instead. When the other tab announces a change, or the user
 * comes back to this one, the session and billing overview are refetched (billing-channel.ts).
 */
export function useNewTab() {
  useSubscriptionSync();

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
    } else {
      window.location.assign(url);
    }
  };

  return { open };
}
