import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { ExportEncoding, FormAnswerExportFormat } from 'shared-contracts';
import { type CsvCell, csvLabel, csvRecord } from '#src/lib/csv/index';
import { loadExceljs } from '#src/lib/xlsx/exceljs';
import type { FormAnswerHistoryRow } from '../form-answer-history-repository';
import { csvExportChunks } from './csv-export';
import type { FormAnswerExportLayout } from './form-answer-export-layout';

/** The CSV record of one answer, CRLF included. */
export function formAnswerRecord(row: FormAnswerHistoryRow, layout: FormAnswerExportLayout, timeZone: string): string {
  return csvRecord(layout.cellsOf<CsvCell>(row, timeZone, csvLabel));
}

/** The CSV as chunks of bytes, with 会話履歴's conventions (BOM and CRLF in UTF-8, or Shift_JIS; formula escapes). */
export function formAnswerCsvChunks(
  layout: FormAnswerExportLayout,
  batches: AsyncIterable<FormAnswerHistoryRow[]>,
  options: { timeZone: string; encoding: ExportEncoding },
): AsyncGenerator<Buffer> {
  return csvExportChunks(layout.header, batches, (row) => formAnswerRecord(row, layout, options.timeZone), options.encoding);
}

/** Resolves once the stream can take more, or is gone. */
async function roomIn(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return;
  await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
}

/**
 * The XLSX as a stream, written by exceljs' streaming writer without shared strings or styles, so
 * memory stays flat: one sheet, the header, then each answer, every value a text cell (IDs and
 * phone numbers keep their leading zeros; nothing is a formula) but numbers of number fields and
 * the version, which are numbers. Between batches it waits while the reader is behind.
 */
export function formAnswerXlsxStream(layout: FormAnswerExportLayout, batches: AsyncIterable<FormAnswerHistoryRow[]>, options: { timeZone: string }): Readable {
  const output = new PassThrough();
  const write = async () => {
    const exceljs = loadExceljs();
    const workbook = new exceljs.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: false });
    const sheet = workbook.addWorksheet('回答');
    sheet.addRow([...layout.header]).commit();
    for await (const batch of batches) {
      if (output.destroyed) return;
      for (const row of batch) {
        // An empty cell is no cell.
        const cells = layout.cellsOf(row, options.timeZone, (text) => text).map((cell) => (cell === '' ? null : cell));
        sheet.addRow(cells).commit();
      }
      await roomIn(output);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/**
 * `<form name>-回答-YYYYMMDD.csv|xlsx` (every form's: `フォーム回答-YYYYMMDD`), with what a file name
 * cannot hold replaced; and an ASCII fallback.
 */
export function formAnswerExportFileNames(formName: string | null, day: string, format: FormAnswerExportFormat): { fileName: string; asciiFallback: string } {
  const compactDay = day.replaceAll('-', '');
  const asciiFallback = `form-answers-${compactDay}.${format}`;
  if (formName === null) return { fileName: `フォーム回答-${compactDay}.${format}`, asciiFallback };
  const safeName = formName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'form';
  return { fileName: `${safeName}-回答-${compactDay}.${format}`, asciiFallback };
}
