import { CsvRecordCounter, readCsvWithProgress, type CsvDownloadProgress } from '../src/download/read-csv-with-progress';

const encoder = new TextEncoder();

function countOf(...chunks: string[]): number {
  const counter = new CsvRecordCounter();
  for (const chunk of chunks) counter.push(encoder.encode(chunk));
  return counter.records(true);
}

describe('CsvRecordCounter', () => {
  it('counts CRLF-ended records, a line break inside quotes belonging to its cell', () => {
    expect(countOf('会話ID,メッセージ\r\n', 'c1,"一行目\r\n二行目"\r\n', 'c1,"彼は""はい""と言った"\r\n')).toBe(3);
  });

  it('counts across chunks that split a record, a quoted cell or a CRLF', () => {
    expect(countOf('a,"x\r', '\ny"\r', '\nb,c\r\n')).toBe(2);
  });

  it('counts a last record without its line break only at the end', () => {
    const counter = new CsvRecordCounter();
    counter.push(encoder.encode('h\r\nlast'));
    expect(counter.records()).toBe(1);
    expect(counter.records(true)).toBe(2);
  });

  it('reads Shift_JIS bytes right: no trail byte is a quote or a line feed', () => {
    // 「ソ」(0x83 0x5C) and 「表」(0x95 0x5C) hold a backslash byte, never a quote or LF.
    const counter = new CsvRecordCounter();
    counter.push(new Uint8Array([0x83, 0x5c, 0x2c, 0x95, 0x5c, 0x0d, 0x0a, 0x22, 0x83, 0x5c, 0x0a, 0x22, 0x0d, 0x0a]));
    expect(counter.records(true)).toBe(2);
  });
});

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('readCsvWithProgress', () => {
  it('reports the data rows against X-Export-Rows as chunks arrive, and keeps every byte (the BOM too)', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf]);
    const chunks = [bom, encoder.encode('会話ID,メッセージ\r\nc1,こんにちは\r\n'), encoder.encode('c1,"改行\r\nあり"\r\nc2,はい\r\n')];
    const response = new Response(streamOf(chunks), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Export-Rows': '3', 'Content-Disposition': 'attachment; filename="conversations.csv"' },
    });
    const seen: CsvDownloadProgress[] = [];

    const file = await readCsvWithProgress(response, 'X-Export-Rows', (progress) => seen.push(progress));

    expect(seen[0]).toEqual({ rows: 0, total: 3 });
    expect(seen.map((p) => p.rows)).toEqual([0, 0, 1, 3, 3]);
    expect(seen.at(-1)).toEqual({ rows: 3, total: 3 });
    expect(file.fileName).toBe('conversations.csv');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.length).toBe(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  });

  it('has no total when the API does not say one', async () => {
    const seen: CsvDownloadProgress[] = [];
    await readCsvWithProgress(new Response('h\r\na\r\n'), 'X-Export-Rows', (progress) => seen.push(progress));
    expect(seen.at(-1)).toEqual({ rows: 1, total: null });
  });
});
