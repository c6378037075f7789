/** A source that cannot become passages; `message` is the Japanese reason the item shows with エラー. */
export class ExtractionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExtractionError';
  }
}

/** Which of extract/limits.ts a source passed. */
export type ExtractionLimit = 'inflated' | 'chars' | 'passages';

/**
 * A source larger than extract/limits.ts allows once unpacked or read. `message` is the words for an
 * uploaded file; a web page's run says it in its own (indexing/source-passages.ts).
 */
export class ExtractionLimitError extends ExtractionError {
  constructor(
    readonly limit: ExtractionLimit,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionLimitError';
  }
}
