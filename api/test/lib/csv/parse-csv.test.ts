import { CsvParseError, parseCsv } from '#src/lib/csv/index';

function parseError(text: string): CsvParseError {
  try {
    parseCsv(text, { header: false });
  } catch (error) {
    if (error instanceof CsvParseError) return error;
    throw error;
  }
  throw new Error('expected a CsvParseError');
}

describe('parseCsv', () => {
  it('separates the header and numbers rows by their line in the file', () => {
    expect(parseCsv('禁止ワード,メモ\r\nばか,\r\nあほ,失礼な言葉\r\n', { header: true })).toEqual({
      header: ['禁止ワード', 'メモ'],
      rows: [
        { line: 2, cells: ['ばか', ''] },
        { line: 3, cells: ['あほ', '失礼な言葉'] },
      ],
    });
  });

  it('keeps the first row as data without a header', () => {
    expect(parseCsv('a\nb', { header: false })).toEqual({
      header: null,
      rows: [
        { line: 1, cells: ['a'] },
        { line: 2, cells: ['b'] },
      ],
    });
  });

  it('reads quoted line breaks, commas and doubled quotes, and counts lines past them', () => {
    const text = 'value,note\r\n"複数\r\n行の\r\nメモ","a,b"\r\n"say ""hi""",x\r\nlast\r\n';
    expect(parseCsv(text, { header: true }).rows).toEqual([
      { line: 2, cells: ['複数\n行の\nメモ', 'a,b'] },
      { line: 5, cells: ['say "hi"', 'x'] },
      { line: 6, cells: ['last'] },
    ]);
  });

  it('skips blank lines and rows of empty cells but keeps counting them', () => {
    const text = 'a\n\n,,\n   \nb\n\n';
    expect(parseCsv(text, { header: false }).rows).toEqual([
      { line: 1, cells: ['a'] },
      { line: 5, cells: ['b'] },
    ]);
  });

  it('takes rows of any length, old Mac line ends and a BOM left in the text', () => {
    expect(parseCsv('\ufeffa,b,c\rd\re,f', { header: false }).rows).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['d'] },
      { line: 3, cells: ['e', 'f'] },
    ]);
  });

  it('keeps a stray quote inside an unquoted cell as text, as Excel does', () => {
    expect(parseCsv('12" pizza,x', { header: false }).rows).toEqual([{ line: 1, cells: ['12" pizza', 'x'] }]);
  });

  it('returns cells untrimmed', () => {
    expect(parseCsv(' ばか ,　メモ', { header: false }).rows[0]?.cells).toEqual([' ばか ', '　メモ']);
  });

  it('undoes formula escaping unless told not to', () => {
    const text = "'=SUM(A1),'-1,''+x,'plain";
    expect(parseCsv(text, { header: false }).rows[0]?.cells).toEqual(['=SUM(A1)', '-1', "'+x", "'plain"]);
    expect(parseCsv(text, { header: false, unescapeFormulas: false }).rows[0]?.cells).toEqual([
      "'=SUM(A1)",
      "'-1",
      "''+x",
      "'plain",
    ]);
  });

  it('answers an empty file with no header and no rows', () => {
    expect(parseCsv('', { header: true })).toEqual({ header: null, rows: [] });
    expect(parseCsv('\r\n\r\n', { header: false })).toEqual({ header: null, rows: [] });
  });

  it('names the line where an unclosed quote opened', () => {
    const error = parseError('a\r\nb\r\n\r\n"c,d\r\ne\r\nf\r\n');
    expect(error.line).toBe(4);
    expect(error.message).toBe('4行目で「"」で始まった項目が閉じられていません。項目の最後にも「"」を付けてください');
  });

  it('names the first line for an unclosed quote at the start', () => {
    expect(parseError('"abc').line).toBe(1);
  });
});
