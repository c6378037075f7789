/** A source that cannot become passages; `message` is the Japanese reason the item shows with エラー. */
export class ExtractionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExtractionError';
  }
}
