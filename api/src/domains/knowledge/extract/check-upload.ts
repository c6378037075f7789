import { KNOWLEDGE_FILE_EXTENSIONS, KNOWLEDGE_FILE_KIND_LABELS, type KnowledgeFileKind } from 'shared-contracts';
import { CsvDecodeError, CsvParseError, decodeCsvBytes } from '#src/lib/csv/index';
import { knowledgeMessages } from '../messages';
import { DocxTextCounter } from './docx-text-count';
import type { ExtractionLimit } from './extraction-error';
import { extractCsv } from './extract-csv';
import { inflateCounted } from './inflate';
import { EXTRACTED_CHARS_MAX, INFLATED_BYTES_MAX, limitedChars, PASSAGES_MAX } from './limits';
import { checkPdfStreams } from './pdf-streams';
import { entryData, ZipFormatError, zipEntries } from './zip-entries';

/**
 * An upload refused for what it is; `message` is Japanese and says what to choose instead. With a
 * `limit`, the file is too large once unpacked (extract/limits.ts): 413, as a file over the upload
 * limit is; without, it is not what it claims or cannot be read: 415.
 */
export class UploadRefusal extends Error {
  constructor(
    message: string,
    readonly limit?: ExtractionLimit,
  ) {
    super(message);
    this.name = 'UploadRefusal';
  }
}

export interface CheckedUpload {
  kind: KnowledgeFileKind;
  /** The type the content proved, never the one the browser claimed. */
  mime: string;
}

export const KNOWLEDGE_FILE_MIME: Record<KnowledgeFileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain',
  markdown: 'text/markdown',
  csv: 'text/csv',
};

/** The parts of a .docx whose text mammoth extracts (the body, footnotes and endnotes). */
const DOCX_TEXT_PARTS = new Set(['word/document.xml', 'word/footnotes.xml', 'word/endnotes.xml']);
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const MARKUP_START = /^\s*(<!doctype\s+html|<html[\s>]|<svg[\s>]|<\?xml[\s?]|<head[\s>]|<body[\s>]|<script[\s>])/i;

const KIND_BY_EXTENSION = new Map<string, KnowledgeFileKind>(
  Object.entries(KNOWLEDGE_FILE_EXTENSIONS).flatMap(([kind, extensions]) => extensions.map((extension) => [extension, kind as KnowledgeFileKind])),
);

const KNOWN_OTHERS: Readonly<Record<string, string>> = {
  '.doc': knowledgeMessages.uploadLegacyWord,
  '.xls': knowledgeMessages.uploadSpreadsheet,
  '.xlsx': knowledgeMessages.uploadSpreadsheet,
  '.xlsm': knowledgeMessages.uploadSpreadsheet,
  '.html': knowledgeMessages.uploadHtml,
  '.htm': knowledgeMessages.uploadHtml,
};

export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

/**
 * Judges an upload by its content: the extension says what the file claims to be, and the bytes
 * must prove it (a PDF starts with %PDF-, a .docx is a ZIP archive holding word/document.xml, text
 * reads as UTF-8 or Shift_JIS and is not HTML, SVG or XML). Anything else is refused with a reason.
 * Then what it unpacks to is measured against extract/limits.ts while it is unpacked: a .docx's
 * parts are inflated (counting, keeping nothing) and its text counted, a PDF's Flate streams
 * inflated, a text file's characters (and a CSV's rows) counted.
 */
export async function checkUpload(filename: string, bytes: Uint8Array): Promise<CheckedUpload> {
  if (bytes.length === 0) throw new UploadRefusal(knowledgeMessages.uploadEmpty);
  const extension = extensionOf(filename);
  if (extension === '') throw new UploadRefusal(knowledgeMessages.uploadNoExtension);
  const kind = KIND_BY_EXTENSION.get(extension);
  if (!kind) throw new UploadRefusal(KNOWN_OTHERS[extension] ?? knowledgeMessages.uploadUnsupported);
  const mismatch = () => new UploadRefusal(knowledgeMessages.uploadMismatch(extension, KNOWLEDGE_FILE_KIND_LABELS[kind]));

  if (kind === 'pdf') {
    // The PDF specification lets the header sit anywhere in the first 1024 bytes.
    if (Buffer.from(bytes.subarray(0, 1024)).indexOf(PDF_MAGIC) === -1) throw mismatch();
  } else if (kind === 'docx') {
    if (!startsWith(bytes, ZIP_MAGIC)) throw startsWith(bytes, OLE_MAGIC) ? new UploadRefusal(knowledgeMessages.uploadLegacyWord) : mismatch();
    await checkDocxArchive(bytes, mismatch);
  } else {
    if (startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, OLE_MAGIC) || Buffer.from(bytes.subarray(0, 1024)).indexOf(PDF_MAGIC) !== -1) throw mismatch();
    const text = decodeUploadText(bytes);
    if (MARKUP_START.test(text.slice(0, 1024))) throw new UploadRefusal(knowledgeMessages.uploadMarkup);
    checkTextSize(kind, text);
  }
  if (kind === 'pdf') {
    const streams = await checkPdfStreams(bytes);
    if (streams.problem === 'image') throw new UploadRefusal(knowledgeMessages.uploadPdfImageTooLarge, 'inflated');
    if (streams.problem === 'inflated') throw new UploadRefusal(knowledgeMessages.uploadInflatedTooLarge, 'inflated');
  }
  return { kind, mime: KNOWLEDGE_FILE_MIME[kind] };
}

/** A text file's characters (UTF-8 or Shift_JIS: nothing inflates), and a CSV's rows, each of which becomes a passage. */
export function checkTextSize(kind: KnowledgeFileKind, text: string): void {
  // Code units first: a string shorter than the limit in them is shorter in characters too.
  if (text.length > EXTRACTED_CHARS_MAX && limitedChars(text) > EXTRACTED_CHARS_MAX) throw new UploadRefusal(knowledgeMessages.uploadTextTooLong, 'chars');
  if (kind !== 'csv') return;
  let rows: number;
  try {
    rows = extractCsv(text).blocks.length;
  } catch (error) {
    // A CSV that does not parse fails at indexing with the parser's reason, as before.
    if (error instanceof CsvParseError) return;
    throw error;
  }
  if (rows > PASSAGES_MAX) throw new UploadRefusal(knowledgeMessages.uploadTooManyPassages, 'passages');
}

/** Text of a .txt, .md or .csv upload: UTF-8 with or without BOM, or Shift_JIS. */
export function decodeUploadText(bytes: Uint8Array): string {
  try {
    return decodeCsvBytes(bytes).text;
  } catch (error) {
    if (error instanceof CsvDecodeError) {
      throw new UploadRefusal(error.failure === 'utf-16' ? knowledgeMessages.uploadTextUtf16 : knowledgeMessages.uploadTextEncoding);
    }
    throw error;
  }
}

/**
 * A .docx's archive, read from its central directory as mammoth's JSZip reads it: it must hold
 * word/document.xml and [Content_Types].xml, and every part is inflated on the thread pool, counting,
 * until the whole passes INFLATED_BYTES_MAX or the text of the body, footnotes and endnotes passes
 * EXTRACTED_CHARS_MAX. The sizes the archive declares are believed only to refuse early.
 */
export async function checkDocxArchive(bytes: Uint8Array, mismatch: () => UploadRefusal): Promise<void> {
  const broken = () => new UploadRefusal(knowledgeMessages.uploadDocxBroken);
  let entries;
  try {
    entries = zipEntries(bytes);
  } catch (error) {
    if (error instanceof ZipFormatError) throw broken();
    throw error;
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('word/document.xml') || !names.has('[Content_Types].xml')) throw mismatch();
  if (entries.reduce((sum, entry) => sum + entry.declaredSize, 0) > INFLATED_BYTES_MAX) throw new UploadRefusal(knowledgeMessages.uploadInflatedTooLarge, 'inflated');

  let inflated = 0;
  let text = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/') && entry.compressedSize === 0) continue;
    if (entry.encrypted || (entry.method !== 0 && entry.method !== 8)) throw broken();
    let data: Uint8Array;
    try {
      data = entryData(bytes, entry);
    } catch (error) {
      if (error instanceof ZipFormatError) throw broken();
      throw error;
    }
    const counter = DOCX_TEXT_PARTS.has(entry.name) ? new DocxTextCounter() : null;
    if (entry.method === 0) {
      inflated += data.length;
      counter?.feed(data, true);
    } else {
      const result = await inflateCounted(data, 'raw', INFLATED_BYTES_MAX - inflated, (chunk) => {
        counter?.feed(chunk);
        if (counter && text + counter.count > EXTRACTED_CHARS_MAX) throw new UploadRefusal(knowledgeMessages.uploadTextTooLong, 'chars');
      });
      inflated += result.bytes;
      if (result.overflow) throw new UploadRefusal(knowledgeMessages.uploadInflatedTooLarge, 'inflated');
      if (result.broken) throw broken();
    }
    if (inflated > INFLATED_BYTES_MAX) throw new UploadRefusal(knowledgeMessages.uploadInflatedTooLarge, 'inflated');
    text += counter?.count ?? 0;
    if (text > EXTRACTED_CHARS_MAX) throw new UploadRefusal(knowledgeMessages.uploadTextTooLong, 'chars');
  }
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}
