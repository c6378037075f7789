/**
 * Long CPU work on the thread that answers requests, cut into slices: `pause()` costs a clock read
 * until the slice has run `sliceMs`, then gives the event loop a turn (setImmediate: the requests
 * waiting on I/O, PGlite's queries among them, go first) and starts the next slice. No stretch of
 * the work then holds a visitor's answer up longer than about one slice.
 */
export interface TimeSlicer {
  pause(): Promise<void>;
}

/** A slice: short enough that an answer's several turns of the event loop each wait little. */
export const SLICE_MS = 8;

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function timeSlicer(sliceMs = SLICE_MS): TimeSlicer {
  let started = performance.now();
  return {
    async pause() {
      if (performance.now() - started < sliceMs) return;
      await nextTurn();
      started = performance.now();
    },
  };
}
