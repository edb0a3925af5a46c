// Unsaved edits kept in this browser, so a closed tab or a crash loses nothing. A draft is a safety
// net under the saved version, never a layer over it: it carries the version of the saved record it
// was made on (the server's updatedAt), and it is restored only when it is at least that new, holds
// something, and differs from what the editor would open with. A save removes it, and a write still
// waiting for typing to pause cannot bring it back.
import { useCallback, useEffect, useRef } from 'react';

/** How long typing pauses before the draft is written. */
const DRAFT_DELAY_MS = 600;

/** What an editor's drafts are: how to read one back, and when one holds nothing worth keeping. */
export interface DraftKind<T> {
  /** The stored value as the editor's own, or null when it cannot be read (an older format, a hand edit). */
  revive: (stored: unknown) => T | null;
  /** True when the value holds nothing the member typed. */
  isEmpty: (value: T) => boolean;
}

export interface StoredDraft<T> {
  value: T;
  /** The saved record's version (updatedAt, ms) the draft was made on; null for a record never saved. */
  base: number | null;
}

/** JSON with the keys sorted, so two equal values compare equal whatever order their keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** True when some string in the value, outside the keys skipped (generated ids), is more than blanks. */
export function holdsText(value: unknown, skip: ReadonlySet<string> = new Set()): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((item) => holdsText(item, skip));
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, item]) => !skip.has(key) && holdsText(item, skip));
  return false;
}

/**
 * The restore rule: the draft's value when it may be laid over what the editor opens with, else null.
 * `version` is the saved record's updatedAt (ms), null when it was never saved.
 */
export function restorable<T>(draft: StoredDraft<T> | null, opening: T, version: number | null, kind: DraftKind<T>): T | null {
  if (!draft || kind.isEmpty(draft.value)) return null;
  // Saved since the draft was made (another tab, another device, or a save that raced the write).
  if (version !== null && (draft.base === null || draft.base < version)) return null;
  return canonicalJson(draft.value) === canonicalJson(opening) ? null : draft.value;
}

/** What a settled value asks of the store: nothing to keep when it is the saved state or empty. */
export const shouldKeep = <T,>(value: T, saved: T, kind: DraftKind<T>): boolean =>
  !kind.isEmpty(value) && canonicalJson(value) !== canonicalJson(saved);

/** A stored draft read back; null for nothing, garbage, or a draft from before drafts carried their base. */
export function parseStored<T>(raw: string | null, kind: DraftKind<T>): StoredDraft<T> | null {
  try {
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (typeof stored !== 'object' || stored === null || !('value' in stored) || !('base' in stored)) return null;
    const base = typeof stored.base === 'number' ? stored.base : null;
    const value = kind.revive(stored.value);
    return value === null ? null : { value, base };
  } catch {
    return null;
  }
}

function readStored<T>(key: string, kind: DraftKind<T>): StoredDraft<T> | null {
  try {
    return parseStored(localStorage.getItem(key), kind);
  } catch {
    // Storage disabled: no draft.
    return null;
  }
}

function writeStored<T>(key: string, draft: StoredDraft<T>) {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch (err) {
    // A full or disabled storage only costs the safety net; editing and saving go on.
    console.warn('Could not keep the draft', err);
  }
}

export function clearDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

/** The draft to open with, if the rule allows one; a draft it refuses is removed for good. */
export function takeDraft<T>(key: string, kind: DraftKind<T>, opening: T, version: number | null): T | null {
  const draft = readStored(key, kind);
  const value = restorable(draft, opening, version, kind);
  if (value === null) clearDraft(key);
  return value;
}

interface KeeperState<T> {
  /** Where the draft lives; it may change (a first save gives the record its id). */
  key: string;
  value: T;
  /** What the server holds (or what a record never saved started from). */
  saved: T;
  version: number | null;
}

/**
 * Keeps `value` as the draft once typing pauses, and removes it once it matches `saved` again. The
 * pending write reads the newest state when it runs, never the one it was scheduled with; leaving
 * the page or the editor writes it at once. Call `saved` right after a save succeeds.
 */
export function useDraftKeeper<T>(state: KeeperState<T>, kind: DraftKind<T>) {
  const latest = useRef(state);
  const timer = useRef<number | null>(null);

  const settle = useCallback(() => {
    timer.current = null;
    const { key, value, saved, version } = latest.current;
    if (shouldKeep(value, saved, kind)) writeStored(key, { value, base: version });
    else clearDraft(key);
  }, [kind]);

  const { key, value, saved, version } = state;
  useEffect(() => {
    latest.current = { key, value, saved, version };
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(settle, DRAFT_DELAY_MS);
  }, [key, value, saved, version, settle]);

  useEffect(() => {
    const flush = () => {
      if (timer.current === null) return;
      window.clearTimeout(timer.current);
      settle();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [settle]);

  /** The record was just saved as `value` (at `key`): no draft is left, and none is written until the next change. */
  const markSaved = useCallback((value: T, version: number, key: string) => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    clearDraft(latest.current.key);
    clearDraft(key);
    latest.current = { key, value, saved: value, version };
  }, []);

  /** The member threw the draft away. */
  const discard = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    clearDraft(latest.current.key);
  }, []);

  return { markSaved, discard };
}
