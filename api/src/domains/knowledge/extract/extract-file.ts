import type { KnowledgeFileKind } from 'shared-contracts';
import { CsvParseError } from '#src/lib/csv/index';
import { decodeUploadText, UploadRefusal } from './check-upload';
import type { ExtractedDocument } from './document';
import { extractCsv } from './extract-csv';
import { extractDocx } from './extract-docx';
import { extractMarkdown } from './extract-markdown';
import { extractPdf } from './extract-pdf';
import { extractPlainText } from './extract-plain-text';
import { ExtractionError } from './extraction-error';

/** The text of a stored upload, by the kind checkUpload proved. */
export async function extractFile(kind: KnowledgeFileKind, bytes: Uint8Array): Promise<ExtractedDocument> {
  switch (kind) {
    case 'pdf':
      return extractPdf(bytes);
    case 'docx':
      return extractDocx(bytes);
    case 'text':
      return extractPlainText(textOf(bytes));
    case 'markdown':
      return extractMarkdown(textOf(bytes));
    case 'csv':
      try {
        return extractCsv(textOf(bytes));
      } catch (error) {
        if (error instanceof CsvParseError) throw new ExtractionError(error.message, { cause: error });
        throw error;
      }
  }
}

function textOf(bytes: Uint8Array): string {
  try {
    return decodeUploadText(bytes);
  } catch (error) {
    if (error instanceof UploadRefusal) throw new ExtractionError(error.message, { cause: error });
    throw error;
  }
}
