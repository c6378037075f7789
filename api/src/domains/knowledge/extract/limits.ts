import { KNOWLEDGE_BODY_MAX, KNOWLEDGE_FILE_MAX_BYTES } from 'shared-contracts';

/**
 * What one knowledge item may expand to, wherever it comes from (an upload, a web page, an article).
 * An upload is at most KNOWLEDGE_FILE_MAX_BYTES (20 MB) as sent, but a .docx or a PDF is compressed:
 * 166 KB of .docx held 40 MB of text (issue 41), and indexing it took the API's memory from 618 MB
 * to 1,153 MB. Each limit is checked while the bytes are inflated or the text is read, never after,
 * and is far above what a shop's documents hold:
 */

/**
 * Bytes a .docx may inflate to (all its parts), and a PDF's streams other than images: 2.5 times the
 * 20 MB upload limit. A Word document's XML is 3–5 bytes a character of its text (run properties,
 * revision ids), so a document at the character limit below is 10–30 MB of XML; pictures are stored
 * compressed already and inflate to about their own size.
 */
export const INFLATED_BYTES_MAX = 50 * 1024 * 1024;

/**
 * Characters of text one item may hold: ten times the longest article (KNOWLEDGE_BODY_MAX, 200,000),
 * about 2,500 pages of Japanese A4 text at 800 characters a page. A shop's longest documents (a
 * catalogue, a manual, the terms) are a few hundred pages.
 */
export const EXTRACTED_CHARS_MAX = 10 * KNOWLEDGE_BODY_MAX;

/**
 * Passages one item may become. Running text becomes passages of 200–400 characters
 * (text/split-passages.ts), so text within the character limit makes at most 10,000 (2,000,000
 * characters of support prose made 5,871): for prose the character limit comes first. This one holds
 * a CSV or a page of short lines: 10,000 rows, five times what a Q&A import takes at once
 * (QA_IMPORT_ROWS_MAX). Indexing costs about 2 ms of CPU a passage: 20 s at this limit.
 */
export const PASSAGES_MAX = 10_000;

/**
 * A PDF image's pixels (width × height as it declares them): 100 megapixels, more than any picture a
 * 20 MB PDF carries (a 600 dpi scan of an A4 page is 35 megapixels). An image stream is checked against
 * its declared size rather than INFLATED_BYTES_MAX: screenshots inflate tenfold, legitimately.
 */
export const PDF_IMAGE_PIXELS_MAX = 100_000_000;

/**
 * Bytes all of a PDF's image streams may inflate to together: 20 MB of screenshots stored with
 * Flate inflate to about 400 MB.
 */
export const PDF_IMAGES_INFLATED_MAX = 25 * KNOWLEDGE_FILE_MAX_BYTES;

/**
 * Memory the PDF reader (PDF.js, in a worker thread of its own) may take beyond what the process held
 * when it started: a 2,000-page PDF of text takes about 130 MB. A PDF whose content the checks above
 * could not see (an encrypted one, a filter other than Flate) is stopped here instead of the process.
 */
export const PDF_READER_MEMORY_MAX = 512 * 1024 * 1024;

/** How long the PDF reader may take for one PDF (2,000 pages of text take about 6 s). */
export const PDF_READER_TIME_MAX_MS = 120_000;

/** The limits as the messages write them. */
export const LIMIT_LABELS = {
  inflated: `${INFLATED_BYTES_MAX / 1024 / 1024}MB`,
  chars: `${EXTRACTED_CHARS_MAX / 10_000}万文字`,
  passages: `${PASSAGES_MAX.toLocaleString('en-US')}件`,
  pageBytes: `${KNOWLEDGE_FILE_MAX_BYTES / 1024 / 1024}MB`,
  pdfMemory: `${PDF_READER_MEMORY_MAX / 1024 / 1024}MB`,
} as const;

/** For the upload routes' OpenAPI descriptions. */
export const UNPACKED_LIMITS_DESCRIPTION =
  `413 also for a file too large once unpacked, with a message naming the limit: a .docx whose parts inflate past ${INFLATED_BYTES_MAX / 1024 / 1024} MB or whose text passes ` +
  `${EXTRACTED_CHARS_MAX.toLocaleString('en-US')} characters, a PDF whose Flate streams inflate past ${INFLATED_BYTES_MAX / 1024 / 1024} MB (an image past its declared size or ` +
  `${PDF_IMAGE_PIXELS_MAX / 1_000_000} megapixels), a text file past ${EXTRACTED_CHARS_MAX.toLocaleString('en-US')} characters, a CSV past ${PASSAGES_MAX.toLocaleString('en-US')} rows. ` +
  `A PDF's text, and any item's passages (at most ${PASSAGES_MAX.toLocaleString('en-US')}), are counted when it is indexed: past a limit the item shows status error with that message.`;

/**
 * Characters as EXTRACTED_CHARS_MAX counts them: code points (as passage sizes are measured, a kanji
 * and an emoji one each), line breaks left out, since they are layout (a PDF's lines are mostly
 * wrapping). pdf-text-worker.mjs counts the same way.
 */
export function limitedChars(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // The high half of a surrogate pair starts a character; its low half does not.
    if ((code < 0xdc00 || code > 0xdfff) && code !== 0x0a && code !== 0x0d) count += 1;
  }
  return count;
}
