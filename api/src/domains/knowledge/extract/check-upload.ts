import { unzipSync } from 'fflate';
import { KNOWLEDGE_FILE_EXTENSIONS, KNOWLEDGE_FILE_KIND_LABELS, type KnowledgeFileKind } from 'shared-contracts';
import { CsvDecodeError, decodeCsvBytes } from '#src/lib/csv/index';
import { knowledgeMessages } from '../messages';

/** An upload refused for what it is; `message` is Japanese and says what to choose instead. */
export class UploadRefusal extends Error {
  constructor(message: string) {
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

// Unpacking more than this from one .docx is a zip bomb, not a document.
const DOCX_UNPACKED_MAX = 200 * 1024 * 1024;
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
 */
export function checkUpload(filename: string, bytes: Uint8Array): CheckedUpload {
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
    checkDocxArchive(bytes, mismatch);
  } else {
    if (startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, OLE_MAGIC) || Buffer.from(bytes.subarray(0, 1024)).indexOf(PDF_MAGIC) !== -1) throw mismatch();
    const text = decodeUploadText(bytes);
    if (MARKUP_START.test(text.slice(0, 1024))) throw new UploadRefusal(knowledgeMessages.uploadMarkup);
  }
  return { kind, mime: KNOWLEDGE_FILE_MIME[kind] };
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

function checkDocxArchive(bytes: Uint8Array, mismatch: () => UploadRefusal): void {
  const names = new Set<string>();
  let unpacked = 0;
  try {
    // The filter sees every entry of the central directory and unpacks none of them.
    unzipSync(bytes, {
      filter: (file) => {
        names.add(file.name);
        unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new UploadRefusal(knowledgeMessages.uploadDocxBroken);
  }
  if (!names.has('word/document.xml') || !names.has('[Content_Types].xml')) throw mismatch();
  if (unpacked > DOCX_UNPACKED_MAX) throw new UploadRefusal(knowledgeMessages.uploadDocxBroken);
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}
