import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { indexingMessages, knowledgeMessages } from '../messages';
import { joinWrapped } from '../text/join-lines';
import type { Block, ExtractedDocument } from './document';
import { ExtractionError, ExtractionLimitError } from './extraction-error';
import { EXTRACTED_CHARS_MAX, limitedChars, PDF_READER_MEMORY_MAX, PDF_READER_TIME_MAX_MS } from './limits';
import { checkPdfStreams } from './pdf-streams';

const SENTENCE_END = /[。！？!?．.:：」』）)]$/u;
const WORKER_FILE = path.join(__dirname, 'pdf-text-worker.mjs');
/** How often the reader's memory is looked at: a bomb inflates about a megabyte a millisecond. */
const MEMORY_CHECK_MS = 20;

type WorkerMessage = { type: 'page'; text: string } | { type: 'done' } | { type: 'error'; name: string; message: string };

/**
 * The pages' text of a PDF, read by PDF.js (unpdf's serverless build) in a worker thread of its own
 * (pdf-text-worker.mjs), page by page, so that a large PDF takes no time from the thread that
 * answers visitors. Its Flate streams are inflated and counted first (pdf-streams.ts); the reader
 * is stopped when its text passes EXTRACTED_CHARS_MAX, when the process has grown by
 * PDF_READER_MEMORY_MAX since it started (what the first check cannot see: an encrypted PDF, other
 * filters), or after PDF_READER_TIME_MAX_MS.
 */
export interface PdfReaderLimits {
  memoryBytes: number;
  timeMs: number;
}

const READER_LIMITS: PdfReaderLimits = { memoryBytes: PDF_READER_MEMORY_MAX, timeMs: PDF_READER_TIME_MAX_MS };

async function readPdfPages(bytes: Uint8Array, limits: PdfReaderLimits): Promise<string[]> {
  const streams = await checkPdfStreams(bytes);
  if (streams.problem === 'image') throw new ExtractionLimitError('inflated', knowledgeMessages.uploadPdfImageTooLarge);
  if (streams.problem === 'inflated') throw new ExtractionLimitError('inflated', knowledgeMessages.uploadInflatedTooLarge);

  const rssAtStart = process.memoryUsage.rss();
  // The worker takes over (detaches) the buffer it is given, so it gets a copy.
  const copy = new Uint8Array(bytes);
  const worker = new Worker(WORKER_FILE, {
    workerData: { bytes: copy, maxChars: EXTRACTED_CHARS_MAX },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: Math.max(16, Math.ceil(limits.memoryBytes / 1024 / 1024)) },
  });
  const pages: string[] = [];
  let chars = 0;
  try {
    return await new Promise<string[]>((resolve, reject) => {
      const stop = (error: Error) => {
        clearInterval(memory);
        clearTimeout(timer);
        reject(error);
      };
      const memory = setInterval(() => {
        if (process.memoryUsage.rss() - rssAtStart > limits.memoryBytes) stop(new ExtractionLimitError('inflated', indexingMessages.pdfReaderMemory));
      }, MEMORY_CHECK_MS);
      const timer = setTimeout(() => stop(new ExtractionError(indexingMessages.pdfReaderTime)), limits.timeMs);
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'page') {
          pages.push(message.text);
          chars += limitedChars(message.text);
          if (chars > EXTRACTED_CHARS_MAX) stop(new ExtractionLimitError('chars', knowledgeMessages.uploadTextTooLong));
        } else if (message.type === 'done') {
          clearInterval(memory);
          clearTimeout(timer);
          resolve(pages);
        } else {
          stop(new ExtractionError(message.name === 'PasswordException' ? indexingMessages.pdfEncrypted : indexingMessages.pdfBroken, { cause: new Error(message.message) }));
        }
      });
      worker.on('error', (error) => {
        const code = (error as { code?: unknown }).code;
        stop(
          code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new ExtractionLimitError('inflated', indexingMessages.pdfReaderMemory)
            : new ExtractionError(indexingMessages.pdfBroken, { cause: error }),
        );
      });
      // After 'done' (its message comes first), or a worker that ended without a word.
      worker.on('exit', () => setImmediate(() => stop(new ExtractionError(indexingMessages.pdfBroken))));
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * The text of a PDF, page by page. Lines a page wrapped inside a sentence are joined again: a line
 * that reaches about the page's usual width and does not end a sentence continues on the next one.
 * Short lines (headings, list items, the end of a paragraph) keep their break.
 */
export async function extractPdf(bytes: Uint8Array, limits: PdfReaderLimits = READER_LIMITS): Promise<ExtractedDocument> {
  const pages = await readPdfPages(bytes, limits);
  const blocks: Block[] = pages.map((page) => ({ kind: 'text' as const, text: unwrapLines(page) })).filter((block) => block.text !== '');
  if (blocks.length === 0) throw new ExtractionError(indexingMessages.pdfNoText);
  return { title: null, blocks };
}

function unwrapLines(page: string): string {
  const lines = page
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const lengths = lines.map((line) => Array.from(line).length).filter((length) => length >= 5).sort((a, b) => a - b);
  const usual = lengths[Math.floor(lengths.length / 2)] ?? 0;
  // Pieces joined once at the end: a page can hold a million characters, and growing one string
  // while reading its last character would copy it at every line.
  const pieces: string[] = [];
  let previous = '';
  let joinNext = false;
  for (const line of lines) {
    if (pieces.length === 0) pieces.push(line);
    else if (joinNext) pieces.push(joinWrapped(previous, line).slice(previous.length));
    else pieces.push(`\n${line}`);
    previous = line;
    joinNext = usual > 0 && Array.from(line).length >= usual * 0.8 && !SENTENCE_END.test(line);
  }
  return pieces.join('');
}
