// A long loop on the event loop gives way between slices, so a request that arrives behind it is
// answered within one slice's time instead of after the whole loop.

/** Resolves on the event loop's next turn, after the I/O that is waiting. */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `items.map(fn)`, giving way to the event loop after every `slice` items. */
export async function mapInSlices<T, R>(items: readonly T[], slice: number, fn: (item: T) => R): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    out.push(fn(items[i]!));
    if (i % slice === slice - 1) await turn();
  }
  return out;
}
