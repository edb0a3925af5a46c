// The keyset page: rows read with limit + 1 make a page of limit rows, and the extra row alone says
// whether a cursor (the page's last sort key) leads on.
import { describe, expect, it } from 'vitest';
import { TOASTS } from '#shared/toasts.ts';
import { decodeCursor, keysetPage } from '../../src/server/platform/keyset.ts';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ at: `2026-01-0${i + 1} 00:00:00+00`, id: id(i) }));
const keyOf = (last: { at: string; id: string }) => [last.at, last.id];

describe('keysetPage', () => {
  it('keeps limit rows and names the last of them when a row beyond was read', () => {
    const { page, nextCursor } = keysetPage(rows(4), 3, keyOf);
    expect(page).toEqual(rows(3));
    expect(decodeCursor(nextCursor!, ['timestamp', 'uuid'], TOASTS.common.internal)).toEqual([rows(3)[2]!.at, id(2)]);
  });

  it('has no next page when no row beyond the page was read', () => {
    expect(keysetPage(rows(3), 3, keyOf)).toEqual({ page: rows(3), nextCursor: null });
    expect(keysetPage(rows(1), 3, keyOf)).toEqual({ page: rows(1), nextCursor: null });
    expect(keysetPage([], 3, keyOf)).toEqual({ page: [], nextCursor: null });
  });
});
