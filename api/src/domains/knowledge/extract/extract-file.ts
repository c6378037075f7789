import type { KnowledgeFileKind } from 'shared-contracts';
import { CsvParseError } from '#src/lib/csv/index';
import { checkDocxArchive, checkTextSize, decodeUploadText, UploadRefusal } from './check-upload';
import type { ExtractedDocument } from './document';
import { extractCsv } from './extract-csv';
import { extractDocx } from './extract-docx';
import { extractMarkdown } from './extract-markdown';
import { extractPdf } from './extract-pdf';
import { extractPlainText } from './extract-plain-text';
import { ExtractionError, ExtractionLimitError } from './extraction-error';
import { indexingMessages } from '../messages';

/**
 * The text of a stored upload, by the kind checkUpload proved. What it unpacks to is measured again
 * (extract/limits.ts), since a file stored before a limit existed may be indexed again.
 */
export async function extractFile(kind: KnowledgeFileKind, bytes: Uint8Array): Promise<ExtractedDocument> {
  switch (kind) {
    case 'pdf':
      return extractPdf(bytes);
    case 'docx':
      await refusedAsExtraction(() => checkDocxArchive(bytes, () => new UploadRefusal(indexingMessages.docxBroken)));
      return extractDocx(bytes);
    case 'text':
      return extractPlainText(await textOf(kind, bytes));
    case 'markdown':
      return extractMarkdown(await textOf(kind, bytes));
    case 'csv':
      try {
        return extractCsv(await textOf(kind, bytes));
      } catch (error) {
        if (error instanceof CsvParseError) throw new ExtractionError(error.message, { cause: error });
        throw error;
      }
  }
}

function textOf(kind: KnowledgeFileKind, bytes: Uint8Array): Promise<string> {
  return refusedAsExtraction(() => {
    const text = decodeUploadText(bytes);
    checkTextSize(kind, text);
    return text;
  });
}

/** An upload's refusal as the reason its item shows with エラー. */
async function refusedAsExtraction<T>(check: () => T | Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof UploadRefusal) {
      if (error.limit) throw new ExtractionLimitError(error.limit, error.message);
      throw new ExtractionError(error.message, { cause: error });
    }
    throw error;
  }
}
