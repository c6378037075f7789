import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import {
  type ExportEncoding,
  FORM_ANSWER_EXPORT_LEADING_COLUMNS,
  FORM_ANSWER_EXPORT_TRAILING_COLUMNS,
  type FormAnswerColumn,
  type FormAnswerExportFormat,
  formAnswerCellText,
  type FormField,
  loginTypeColumnLabel,
  visitorLabel,
} from 'shared-contracts';
import { type CsvCell, csvLabel, csvRecord } from '#src/lib/csv/index';
import { formatDateTimeIn } from '#src/lib/time-zone/zoned-time';
import { loadExceljs } from '#src/lib/xlsx/exceljs';
import type { FormAnswerHistoryRow } from '../form-answer-history-repository';
import { csvExportChunks } from './csv-export';

type ExportColumn = Pick<FormAnswerColumn, 'key' | 'label' | 'type'>;

/** The header of a form's export: the answer's own columns, the form's field labels, the conversation. */
export function formAnswerExportHeader(columns: readonly ExportColumn[]): string[] {
  return [...FORM_ANSWER_EXPORT_LEADING_COLUMNS, ...columns.map((column) => column.label), ...FORM_ANSWER_EXPORT_TRAILING_COLUMNS];
}

/**
 * One answer's value in one column, as the version it was given against defined it: a number of a
 * number field as a number, anything else as formAnswerCellText's text ('' when left empty or when
 * that version had no such field).
 */
function valueOf(row: FormAnswerHistoryRow, fieldsByKey: ReadonlyMap<string, FormField>, column: ExportColumn): string | number {
  const value = row.values[column.key];
  const field = fieldsByKey.get(column.key);
  if (!field) return '';
  if (field.type === 'number' && typeof value === 'number') return value;
  return formAnswerCellText(field.type, value);
}

/** The cells of one answer, in the header's order; `text` for what the product writes itself. */
function cellsOf<T>(
  row: FormAnswerHistoryRow,
  columns: readonly ExportColumn[],
  timeZone: string,
  label: (text: string) => T,
): (string | number | T | null)[] {
  const fieldsByKey = new Map(row.fields.map((field) => [field.key, field]));
  return [
    row.id,
    label(formatDateTimeIn(row.createdAt, timeZone)),
    // The account's name and mail are the visitor's words, escaped like the answers; labels are ours.
    visitorLabel({ name: row.accountName, email: row.accountEmail }),
    label(loginTypeColumnLabel(row.loginType)),
    row.version,
    ...columns.map((column) => valueOf(row, fieldsByKey, column)),
    row.conversationId ?? '',
  ];
}

/** The CSV record of one answer, CRLF included. */
export function formAnswerRecord(row: FormAnswerHistoryRow, columns: readonly ExportColumn[], timeZone: string): string {
  return csvRecord(cellsOf<CsvCell>(row, columns, timeZone, csvLabel));
}

/** The CSV as chunks of bytes, with 会話履歴's conventions (BOM and CRLF in UTF-8, or Shift_JIS; formula escapes). */
export function formAnswerCsvChunks(
  columns: readonly ExportColumn[],
  batches: AsyncIterable<FormAnswerHistoryRow[]>,
  options: { timeZone: string; encoding: ExportEncoding },
): AsyncGenerator<Buffer> {
  return csvExportChunks(formAnswerExportHeader(columns), batches, (row) => formAnswerRecord(row, columns, options.timeZone), options.encoding);
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
export function formAnswerXlsxStream(columns: readonly ExportColumn[], batches: AsyncIterable<FormAnswerHistoryRow[]>, options: { timeZone: string }): Readable {
  const output = new PassThrough();
  const write = async () => {
    const exceljs = loadExceljs();
    const workbook = new exceljs.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: false });
    const sheet = workbook.addWorksheet('回答');
    sheet.addRow(formAnswerExportHeader(columns)).commit();
    for await (const batch of batches) {
      if (output.destroyed) return;
      for (const row of batch) {
        // An empty cell is no cell.
        const cells = cellsOf(row, columns, options.timeZone, (text) => text).map((cell) => (cell === '' ? null : cell));
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

/** `<form name>-回答-YYYYMMDD.csv|xlsx`, with what a file name cannot hold replaced; and an ASCII fallback. */
export function formAnswerExportFileNames(formName: string, day: string, format: FormAnswerExportFormat): { fileName: string; asciiFallback: string } {
  const safeName = formName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').trim() || 'form';
  const compactDay = day.replaceAll('-', '');
  return { fileName: `${safeName}-回答-${compactDay}.${format}`, asciiFallback: `form-answers-${compactDay}.${format}` };
}
