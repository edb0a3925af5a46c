// A fixed number of places for work that must not all run at once (parses in worker threads, the
// SMTP receiver's messages): a caller takes a place or waits in line for one, and gives it back.

export interface Slots {
  /** A place, once one is free; false at once when `maxWaiting` callers already wait. */
  take(): Promise<boolean>;
  release(): void;
}

export function slots(size: number, maxWaiting = Number.POSITIVE_INFINITY): Slots {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async take() {
      if (running < size) {
        running++;
        return true;
      }
      if (waiting.length >= maxWaiting) return false;
      // The caller that finishes hands its place straight over, so no newcomer can take it in between.
      await new Promise<void>((resolve) => waiting.push(resolve));
      return true;
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else running--;
    },
  };
}
