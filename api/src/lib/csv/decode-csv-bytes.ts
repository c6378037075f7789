import { CsvDecodeError } from './csv-errors';

export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'shift_jis';

export interface DecodedCsv {
  /** Without the BOM. */
  readonly text: string;
  readonly encoding: CsvEncoding;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];
// A .xlsx is a ZIP archive; a legacy .xls a compound file. Owners pick them by mistake often enough.
const SPREADSHEET_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * Reads an uploaded CSV as Excel in Japan writes it: UTF-8 with a BOM («CSV UTF-8»), UTF-8
 * without one (other tools), or Shift_JIS («CSV»). Without a BOM the bytes are tried as UTF-8 first:
 * Japanese Shift_JIS text is practically never valid UTF-8, and plain ASCII reads the same in both.
 * Node's ICU decodes Shift_JIS the way Windows does (CP932: ①, ㈱, 髙, ～ as U+FF5E).
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (startsWith(bytes, UTF8_BOM)) {
    return { text: decodeOrNull('utf-8', bytes.subarray(UTF8_BOM.length)) ?? refuse('unknown_encoding'), encoding: 'utf-8-bom' };
  }
  if (UTF16_BOMS.some((bom) => startsWith(bytes, bom))) refuse('utf-16');
  if (SPREADSHEET_SIGNATURES.some((signature) => startsWith(bytes, signature))) refuse('spreadsheet');
  // NUL is valid in both encodings but never in a text file: UTF-16 without a BOM, or binary.
  if (bytes.includes(0)) refuse('unknown_encoding');

  const utf8 = decodeOrNull('utf-8', bytes);
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  const shiftJis = decodeOrNull('shift_jis', bytes);
  if (shiftJis !== null) return { text: shiftJis, encoding: 'shift_jis' };
  return refuse('unknown_encoding');
}

function decodeOrNull(encoding: 'utf-8' | 'shift_jis', bytes: Uint8Array): string | null {
  try {
    // ignoreBOM keeps a second BOM as text rather than silently eating it.
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

function refuse(failure: ConstructorParameters<typeof CsvDecodeError>[0]): never {
  throw new CsvDecodeError(failure);
}
