export { CsvDecodeError, CsvParseError, type CsvDecodeFailure } from './csv-errors';
export { decodeCsvBytes, type CsvEncoding, type DecodedCsv } from './decode-csv-bytes';
export { escapeFormula, unescapeFormula } from './formula-escape';
export { parseCsv, type CsvRow, type ParseCsvOptions, type ParsedCsv } from './parse-csv';
export { CSV_BOM, csvLabel, csvRecord, toCsv, type CsvCell, type CsvColumn, type CsvLabel } from './to-csv';
export { attachmentDisposition } from './attachment-disposition';
