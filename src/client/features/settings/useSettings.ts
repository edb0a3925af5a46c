import type { UserSettings } from '#shared/schemas/settings.ts';
import { trpc } from '../../trpc.ts';

/**
 * The settings query and a save that puts the server's answer (every update returns the whole
 * settings) straight into the cache, so every tab shows what is stored without refetching.
 */
export function useSettings() {
  const utils = trpc.useUtils();
  const settings = trpc.settings.get.useQuery();
  const store = (saved: UserSettings) => utils.settings.get.setData(undefined, saved);
  return { settings, store };
}
