import { attachmentDisposition, csvLabel, csvRecord, decodeCsvBytes, parseCsv, toCsv, type CsvColumn } from '#src/lib/csv/index';

interface Word {
  word: string;
  note: string | null;
  hits: number;
  created_at: Date;
}

const columns: CsvColumn<Word>[] = [
  { header: '禁止ワード', value: (row) => row.word },
  { header: 'メモ', value: (row) => row.note },
  { header: '件数', value: (row) => row.hits },
  { header: '作成日時', value: (row) => row.created_at },
];
const at = new Date('2026-11-21T01:02:03.000Z');
const word = (value: string, note: string | null = '') => ({ word: value, note, hits: 0, created_at: at });

describe('toCsv', () => {
  it('writes UTF-8 with a BOM and CRLF line ends, quoting only where needed', () => {
    const csv = toCsv([word('ばか', 'a,b'), word('say "hi"', '改行\nあり'), { ...word('ｶﾀｶﾅ', null), hits: 3 }], columns);
    expect(Array.from(new TextEncoder().encode(csv).subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv).toBe(
      '\ufeff禁止ワード,メモ,件数,作成日時\r\n' +
        'ばか,"a,b",0,2026-11-21T01:02:03.000Z\r\n' +
        '"say ""hi""","改行\nあり",0,2026-11-21T01:02:03.000Z\r\n' +
        'ｶﾀｶﾅ,,3,2026-11-21T01:02:03.000Z\r\n',
    );
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+2', `"'+1+2"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ["'=1", `"''=1"`],
    ["'plain", "'plain"],
    ['a=1', 'a=1'],
    ['ー長音から', 'ー長音から'],
  ])('escapes the formula-like cell %j', (value, written) => {
    const csv = toCsv([value], [{ header: 'v', value: (row) => row }]);
    expect(csv).toBe(`\ufeffv\r\n${written}\r\n`);
  });

  it('leaves numbers as numbers, even negative ones', () => {
    expect(toCsv([-5], [{ header: 'n', value: (row) => row }])).toBe('\ufeffn\r\n-5\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('\ufeff禁止ワード,メモ,件数,作成日時\r\n');
  });

  it('round-trips through bytes, decoding and parsing', () => {
    const values = ['ばか', '=cmd|"/c calc"!A1', "'=1", '-', '+81 3', '@here', 'a,b', 'say "hi"', '複数\n行', '🍣 ｶﾞ ＡＢＣ', ' 空白 '];
    const textColumns: CsvColumn<string>[] = [
      { header: 'value', value: (row) => row },
      { header: 'note', value: (row) => `${row}のメモ` },
    ];
    const bytes = new TextEncoder().encode(toCsv(values, textColumns));
    const decoded = decodeCsvBytes(bytes);
    expect(decoded.encoding).toBe('utf-8-bom');
    const parsed = parseCsv(decoded.text, { header: true });
    expect(parsed.header).toEqual(['value', 'note']);
    expect(parsed.rows.map((row) => row.cells)).toEqual(values.map((value) => [value, `${value}のメモ`]));
    // The 複数\n行 row holds a line break in both cells, so it takes lines 10 to 12.
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14]);
  });
});

describe('csvRecord', () => {
  it('writes one record as toCsv writes its rows, for exports written piece by piece', () => {
    const cells = ['=1', 'a,b', '改行\nあり', null, 3];
    expect(csvRecord(cells)).toBe(`"'=1","a,b","改行\nあり",,3\r\n`);
    expect(toCsv([cells], cells.map((_, i) => ({ header: `c${i}`, value: (row: typeof cells) => row[i] })))).toBe(
      `\ufeffc0,c1,c2,c3,c4\r\n${csvRecord(cells)}`,
    );
  });
});

describe('csvLabel', () => {
  it('writes the product’s own labels as they are: a lone 「-」 is no formula', () => {
    expect(csvRecord([csvLabel('-'), '-', csvLabel('a,"b"')])).toBe(`-,"'-","a,""b"""\r\n`);
  });
});

describe('attachmentDisposition', () => {
  it('names the download in Japanese (RFC 5987) with an ASCII fallback', () => {
    expect(attachmentDisposition('conversations-20261126.csv', '会話履歴_20261126.csv')).toBe(
      `attachment; filename="conversations-20261126.csv"; filename*=UTF-8''${encodeURIComponent('会話履歴_20261126.csv')}`,
    );
  });
});
