import { downloadedFileOf, fileNameOfDisposition } from '../src/download/downloaded-file';
import { datedCsvFileName, saveDownloadedCsv } from '../src/download/save-downloaded-csv';

describe('fileNameOfDisposition', () => {
  it('reads the Japanese filename* before the ASCII stand-in', () => {
    const header = `attachment; filename="qa-20261121.csv"; filename*=UTF-8''${encodeURIComponent('Q&A_20261121')}.csv`;
    expect(fileNameOfDisposition(header)).toBe('Q&A_20261121.csv');
  });

  it('falls back to the plain filename when filename* is missing or malformed', () => {
    expect(fileNameOfDisposition('attachment; filename="words.csv"')).toBe('words.csv');
    expect(fileNameOfDisposition(`attachment; filename="words.csv"; filename*=UTF-8''%E3%81`)).toBe('words.csv');
  });

  it('has no name without the header or a filename in it', () => {
    expect(fileNameOfDisposition(null)).toBeNull();
    expect(fileNameOfDisposition('attachment')).toBeNull();
  });
});

describe('downloadedFileOf', () => {
  it('keeps the body as bytes, BOM included, with the name from the header', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x61]);
    const response = new Response(bytes, {
      headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('禁止ワード_20261121')}.csv` },
    });
    const file = await downloadedFileOf(response);
    expect(file.fileName).toBe('禁止ワード_20261121.csv');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
  });
});

describe('saveDownloadedCsv', () => {
  const saved: string[] = [];
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    saved.length = 0;
    jest.useFakeTimers();
    Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    Object.assign(URL, original);
  });

  it('saves under the name the API gave, and frees the object URL later', () => {
    saveDownloadedCsv({ blob: new Blob(['a']), fileName: 'Q&A_20261121.csv' }, 'Q&A');
    expect(saved).toEqual(['Q&A_20261121.csv']);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(10_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });

  it('saves under the title and the date when the name could not be read', () => {
    saveDownloadedCsv({ blob: new Blob(['a']), fileName: null }, '禁止URL', new Date(2026, 0, 5));
    expect(saved).toEqual(['禁止URL_20260105.csv']);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('datedCsvFileName', () => {
  it('pads the month and day', () => {
    expect(datedCsvFileName('禁止ワード', new Date(2026, 10, 21))).toBe('禁止ワード_20261121.csv');
    expect(datedCsvFileName('Q&A', new Date(2026, 2, 9))).toBe('Q&A_20260309.csv');
  });
});
