import { useLocation, useSearch } from 'wouter';

/**
 * A page's open tab kept in its address (?tab=name), so a link, a mail or a redirect can open one
 * and Back does not walk through every tab clicked: an unknown or missing name opens `fallback`.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (value: string | null) => void] {
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const isTab = (value: string | null): value is T => tabs.includes(value as T);
  const show = (value: string | null) => {
    if (isTab(value)) navigate(`${location}?tab=${value}`, { replace: true });
  };
  return [isTab(requested) ? requested : fallback, show];
}
