/**
 * What every extractor makes of its source: a title when the source names one, and blocks in
 * reading order. The passage splitter turns blocks into passages; headings become the context of
 * the passages below them.
 */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  /** Running text: split along sentence boundaries and packed into passages. */
  | { kind: 'text'; text: string }
  /** A table or CSV row: a passage of its own, never merged with its neighbours. */
  | { kind: 'row'; text: string };

export interface ExtractedDocument {
  title: string | null;
  blocks: Block[];
}

/** Whether the document holds any text at all (headings alone do not count). */
export function hasText(document: ExtractedDocument): boolean {
  return document.blocks.some((block) => block.kind !== 'heading' && block.text.trim() !== '');
}
