/** What a probe read from a file's headers; null where the format or the file does not say. */
export interface MediaProbe {
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

export const NOTHING_KNOWN: MediaProbe = { width: null, height: null, durationSeconds: null };

/** Thrown by a probe when the bytes only start like the format and are not really it. */
export class NotThisFormat extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotThisFormat';
  }
}

/** Seconds rounded to milliseconds, or null when a header says nothing usable. */
export function seconds(value: number): number | null {
  return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) / 1000 : null;
}
