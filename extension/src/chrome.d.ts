// The few parts of the extension API (https://developer.chrome.com/docs/extensions/reference/api)
// the extension calls, declared here instead of depending on @types/chrome for them.

declare namespace chrome {
  namespace tabs {
    interface Tab {
      id?: number;
      url?: string;
      title?: string;
    }
    function query(filter: { url?: string | string[]; active?: boolean; lastFocusedWindow?: boolean }): Promise<Tab[]>;
  }

  namespace action {
    const onClicked: { addListener(listener: (tab: tabs.Tab) => void): void };
  }

  namespace scripting {
    interface InjectionResult<T> {
      frameId: number;
      result?: T;
    }
    function executeScript<Args extends unknown[], T>(injection: { target: { tabId: number }; func: (...args: Args) => T; args: Args }): Promise<InjectionResult<Awaited<T>>[]>;
  }

  namespace windows {
    interface Window {
      id?: number;
    }
    function create(options: { url: string; type: 'popup' | 'normal'; width?: number; height?: number; focused?: boolean }): Promise<Window>;
  }

  namespace storage {
    interface StorageArea {
      get(key: string): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(key: string): Promise<void>;
    }
    /** Kept until the browser closes; only the extension's own pages and worker read it. */
    const session: StorageArea;
    /** Kept on this device until the extension is removed. */
    const local: StorageArea;
  }

  namespace runtime {
    function getURL(path: string): string;
  }
}
