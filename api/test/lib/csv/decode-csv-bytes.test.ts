import { CsvDecodeError, decodeCsvBytes } from '#src/lib/csv/index';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...values: number[]) => Uint8Array.from(values);

// Shift_JIS (CP932) written out by hand, so the test does not trust the decoder it checks.
const SJIS = {
  禁止ワード: [0x8b, 0xd6, 0x8e, 0x7e, 0x83, 0x8f, 0x81, 0x5b, 0x83, 0x68],
  メモ: [0x83, 0x81, 0x83, 0x82],
  テスト: [0x83, 0x65, 0x83, 0x58, 0x83, 0x67],
  ｶﾀｶﾅ: [0xb6, 0xc0, 0xb6, 0xc5],
  '①': [0x87, 0x40],
  '～': [0x81, 0x60],
  // The second byte of 表 and ソ is 0x5C, the ASCII backslash: a classic Shift_JIS trap.
  表: [0x95, 0x5c],
  ソ: [0x83, 0x5c],
  髙: [0xfb, 0xfc],
};
const COMMA = 0x2c;
const CRLF = [0x0d, 0x0a];

describe('decodeCsvBytes', () => {
  it('reads UTF-8 without a BOM', () => {
    expect(decodeCsvBytes(utf8('禁止ワード,メモ\r\nｶﾀｶﾅ,🍣\r\n'))).toEqual({
      text: '禁止ワード,メモ\r\nｶﾀｶﾅ,🍣\r\n',
      encoding: 'utf-8',
    });
  });

  it('reads UTF-8 with a BOM and strips it', () => {
    const decoded = decodeCsvBytes(bytes(0xef, 0xbb, 0xbf, ...utf8('テスト,メモ')));
    expect(decoded).toEqual({ text: 'テスト,メモ', encoding: 'utf-8-bom' });
    expect(decoded.text.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('reads Shift_JIS as Excel in Japan writes it', () => {
    const file = bytes(
      ...SJIS.禁止ワード, COMMA, ...SJIS.メモ, ...CRLF,
      ...SJIS.テスト, COMMA, ...SJIS['①'], ...CRLF,
      ...SJIS.ｶﾀｶﾅ, COMMA, ...SJIS['～'], ...CRLF,
      ...SJIS.表, COMMA, ...SJIS.ソ, COMMA, ...SJIS.髙, ...CRLF,
    );
    expect(decodeCsvBytes(file)).toEqual({
      text: '禁止ワード,メモ\r\nテスト,①\r\nｶﾀｶﾅ,\uff5e\r\n表,ソ,髙\r\n',
      encoding: 'shift_jis',
    });
  });

  it('reads the three bytes pairs of テスト', () => {
    expect(decodeCsvBytes(bytes(0x83, 0x65, 0x83, 0x58, 0x83, 0x67))).toEqual({ text: 'テスト', encoding: 'shift_jis' });
  });

  it('calls plain ASCII and an empty file UTF-8', () => {
    expect(decodeCsvBytes(utf8('ng,note'))).toEqual({ text: 'ng,note', encoding: 'utf-8' });
    expect(decodeCsvBytes(bytes())).toEqual({ text: '', encoding: 'utf-8' });
  });

  it.each([
    ['UTF-16 LE with a BOM', bytes(0xff, 0xfe, 0x42, 0x30), 'utf-16'],
    ['UTF-16 BE with a BOM', bytes(0xfe, 0xff, 0x30, 0x42), 'utf-16'],
    ['an .xlsx workbook', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00), 'spreadsheet'],
    ['an .xls workbook', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1), 'spreadsheet'],
    ['UTF-16 without a BOM', bytes(0x61, 0x00, 0x62, 0x00), 'unknown_encoding'],
    ['bytes valid in neither encoding', bytes(0x61, 0x80, 0x83), 'unknown_encoding'],
    ['a BOM before invalid UTF-8', bytes(0xef, 0xbb, 0xbf, 0x83, 0x65), 'unknown_encoding'],
  ])('refuses %s with a Japanese reason', (_case, file, failure) => {
    let caught: unknown;
    try {
      decodeCsvBytes(file);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CsvDecodeError);
    expect((caught as CsvDecodeError).failure).toBe(failure);
    expect((caught as CsvDecodeError).message).toMatch(/CSV|文字コード/);
  });
});
