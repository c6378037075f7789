/** Why a file could not be read as text; `message` is Japanese and tells the owner what to do. */
export type CsvDecodeFailure = 'spreadsheet' | 'utf-16' | 'unknown_encoding';

const DECODE_MESSAGES: Record<CsvDecodeFailure, string> = {
  spreadsheet:
    'Excelのブック（.xlsx / .xls）は読み込めません。「CSV UTF-8（コンマ区切り）」または「CSV（コンマ区切り）」で保存したファイルを選んでください',
  'utf-16': 'UTF-16（Unicode テキスト）のファイルは読み込めません。「CSV UTF-8（コンマ区切り）」で保存し直してください',
  unknown_encoding: 'ファイルの文字コードを読み取れませんでした。UTF-8 または Shift_JIS で保存したCSVファイルを選んでください',
};

export class CsvDecodeError extends Error {
  constructor(readonly failure: CsvDecodeFailure) {
    super(DECODE_MESSAGES[failure]);
    this.name = 'CsvDecodeError';
  }
}

/** A CSV that cannot be split into records; `line` is 1-based, as an editor shows it. */
export class CsvParseError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvParseError';
  }

  static unclosedQuote(line: number): CsvParseError {
    return new CsvParseError(line, `${line}行目で「"」で始まった項目が閉じられていません。項目の最後にも「"」を付けてください`);
  }

  static malformed(line: number): CsvParseError {
    return new CsvParseError(line, `${line}行目を読み取れませんでした。CSVの形式を確認してください`);
  }
}
