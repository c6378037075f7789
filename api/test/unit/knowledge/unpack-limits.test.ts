import { deflateSync, inflateRawSync } from 'node:zlib';
import { checkUpload, UploadRefusal } from '#src/domains/knowledge/extract/check-upload';
import { DocxTextCounter } from '#src/domains/knowledge/extract/docx-text-count';
import { extractPdf } from '#src/domains/knowledge/extract/extract-pdf';
import { ExtractionError, ExtractionLimitError } from '#src/domains/knowledge/extract/extraction-error';
import { EXTRACTED_CHARS_MAX, INFLATED_BYTES_MAX, limitedChars, PASSAGES_MAX } from '#src/domains/knowledge/extract/limits';
import { checkPdfStreams } from '#src/domains/knowledge/extract/pdf-streams';
import { splitPassages, splitPassagesInSlices } from '#src/domains/knowledge/text/split-passages';
import { makeDocx } from '../../knowledge/fixtures/make-docx';
import {
  csvRows,
  docxInflateBomb,
  docxTextBomb,
  flateZeros,
  pdfImageBomb,
  pdfStreamBomb,
  pdfTextBomb,
  repeatedDeflate,
  xlsxBomb,
  zipArchive,
} from '../../knowledge/fixtures/bombs';

const TEXT_TOO_LONG = 'ファイルを展開すると大きすぎます（テキストは200万文字まで）。ファイルを分けて登録してください';
const INFLATED_TOO_LARGE = 'ファイルを展開すると大きすぎます（展開後のデータは50MBまで）。ファイルを分けて登録してください';
const TOO_MANY_PASSAGES = 'ファイルを展開すると大きすぎます（パッセージは10,000件まで）。ファイルを分けて登録してください';

async function refusal(filename: string, bytes: Uint8Array): Promise<UploadRefusal> {
  const error: unknown = await checkUpload(filename, bytes).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof UploadRefusal)) throw new Error(`${filename} was not refused: ${String(error)}`);
  return error;
}

describe('what an upload may unpack to (extract/limits.ts)', () => {
  it('has the limits the messages name', () => {
    expect({ EXTRACTED_CHARS_MAX, INFLATED_BYTES_MAX, PASSAGES_MAX }).toEqual({ EXTRACTED_CHARS_MAX: 2_000_000, INFLATED_BYTES_MAX: 50 * 1024 * 1024, PASSAGES_MAX: 10_000 });
  });

  it('counts a text file in characters, line breaks left out, up to the limit exactly', async () => {
    await expect(checkUpload('long.txt', Buffer.from('あ'.repeat(EXTRACTED_CHARS_MAX)))).resolves.toMatchObject({ kind: 'text' });
    await expect(checkUpload('lines.txt', Buffer.from('あ\n'.repeat(EXTRACTED_CHARS_MAX)))).resolves.toMatchObject({ kind: 'text' });
    await expect(checkUpload('emoji.md', Buffer.from('😀'.repeat(EXTRACTED_CHARS_MAX)))).resolves.toMatchObject({ kind: 'markdown' });
    const over = await refusal('long.txt', Buffer.from('a'.repeat(EXTRACTED_CHARS_MAX + 1)));
    expect({ message: over.message, limit: over.limit }).toEqual({ message: TEXT_TOO_LONG, limit: 'chars' });
    expect(limitedChars('a😀\r\nb')).toBe(3);
  });

  it('counts a CSV in rows, each a passage of its own', async () => {
    await expect(checkUpload('faq.csv', csvRows(PASSAGES_MAX))).resolves.toMatchObject({ kind: 'csv' });
    const over = await refusal('faq.csv', csvRows(PASSAGES_MAX + 1));
    expect({ message: over.message, limit: over.limit }).toEqual({ message: TOO_MANY_PASSAGES, limit: 'passages' });
  });

  it("refuses the issue's .docx, one paragraph repeated to 40 MB of text, by its characters while inflating it", async () => {
    const bomb = docxTextBomb(40);
    expect(bomb.length).toBeLessThan(300 * 1024);
    const started = performance.now();
    const over = await refusal('bomb.docx', bomb);
    expect({ message: over.message, limit: over.limit }).toEqual({ message: TEXT_TOO_LONG, limit: 'chars' });
    // Stopped at the limit: some 6 MB of the 40 inflated, not all of it.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses a .docx whose parts inflate past 50 MB, whatever sizes the archive declares', async () => {
    for (const [label, bomb] of [
      ['declared honestly', docxInflateBomb(60)],
      ['declared as 1 KB', docxInflateBomb(60, { declaredSize: 1024 })],
      ['declared as 300 MB', docxInflateBomb(300)],
    ] as const) {
      const over = await refusal(`${label}.docx`, bomb);
      expect({ label, message: over.message, limit: over.limit }).toEqual({ label, message: INFLATED_TOO_LARGE, limit: 'inflated' });
    }
    // Pictures and other parts under the limit are a document's ordinary bulk.
    await expect(checkUpload('photos.docx', docxInflateBomb(20))).resolves.toMatchObject({ kind: 'docx' });
    await expect(checkUpload('real.docx', makeDocx([{ heading: 1, text: '料金' }, { text: '年間プランは9,800円です。' }]))).resolves.toMatchObject({ kind: 'docx' });
  });

  it('tells a broken .docx from a large one', async () => {
    const truncated = zipArchive([
      { name: '[Content_Types].xml', stored: Buffer.from('<Types/>') },
      { name: 'word/document.xml', deflated: { ...repeatedDeflate([{ bytes: Buffer.from('<w:document/>'), times: 1 }]), data: Buffer.from([0xff, 0xff, 0xff]) } },
    ]);
    const broken = await refusal('broken.docx', truncated);
    expect({ message: broken.message, limit: broken.limit }).toEqual({ message: 'Wordファイル（.docx）を開けませんでした。ファイルが壊れていないか確認し、Wordで保存し直してください', limit: undefined });
  });

  it('refuses an Excel workbook, however large its sheet inflates, without inflating it', async () => {
    const bomb = xlsxBomb(100);
    const started = performance.now();
    const over = await refusal('prices.xlsx', bomb);
    expect(over.message).toBe('Excelのブックには対応していません。表の内容は「CSV UTF-8（コンマ区切り）」で保存して登録してください');
    expect((await refusal('prices.docx', bomb)).message).toBe('ファイルの中身が拡張子（.docx）と一致しません。Word（.docx）として保存したファイルを選んでください');
    expect((await refusal('prices.csv', bomb)).limit).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("refuses a PDF whose streams inflate past 50 MB, or whose image inflates past its declared size or is over 100 megapixels", async () => {
    const stream = await refusal('bomb.pdf', pdfStreamBomb(200));
    expect({ message: stream.message, limit: stream.limit }).toEqual({ message: INFLATED_TOO_LARGE, limit: 'inflated' });
    expect((await refusal('disguised.pdf', pdfImageBomb(100, 100, 60))).message).toBe(INFLATED_TOO_LARGE);
    expect((await refusal('huge-image.pdf', pdfImageBomb(20_000, 20_000, 1))).message).toBe(
      'ファイルを展開すると大きすぎます（PDFの画像は1枚1億画素まで）。画像を小さくして保存し直してください',
    );
    // A scan-sized image inflating to its own size is a PDF's ordinary bulk, beyond the 50 MB of text streams.
    const scan = await checkPdfStreams(pdfImageBomb(5_000, 4_000, 57));
    expect(scan).toMatchObject({ problem: null, encrypted: false });
    expect(scan.inflated.images).toBe(57 * 1024 * 1024);
    // Flate twice over is inflated twice over.
    const twice = deflateSync(flateZeros(200));
    const chained = Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n2 0 obj\n<< /Filter [/FlateDecode /FlateDecode] /Length ${twice.length} >>\nstream\n`,
      'latin1',
    );
    expect((await checkPdfStreams(Buffer.concat([chained, twice, Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1')]))).problem).toBe('inflated');
  });

  it('stops reading a PDF once its text passes 2,000,000 characters, and reads one just under', async () => {
    const error = await extractPdf(pdfTextBomb(EXTRACTED_CHARS_MAX + 10_000)).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ExtractionLimitError);
    expect(error).toMatchObject({ limit: 'chars', message: TEXT_TOO_LONG });
    const document = await extractPdf(pdfTextBomb(EXTRACTED_CHARS_MAX - 10_000));
    expect(limitedChars(document.blocks.map((block) => block.text).join(''))).toBe(EXTRACTED_CHARS_MAX - 10_000);
  }, 60_000);

  it('stops the PDF reader at its memory and time limits, for what the stream check cannot see', async () => {
    // ASCIIHex after Flate: the check leaves the chain to the reader, which inflates it whole.
    const hex = repeatedDeflate([{ bytes: Buffer.alloc(1024 * 1024, 0x30), times: 300 }]);
    const content = Buffer.concat([Buffer.from([0x78, 0x9c]), hex.data, Buffer.alloc(4)]);
    const head =
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n' +
      `4 0 obj\n<< /Filter [/FlateDecode /ASCIIHexDecode] /Length ${content.length} >>\nstream\n`;
    const pdf = Buffer.concat([Buffer.from(head, 'latin1'), content, Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
    expect((await checkPdfStreams(pdf)).problem).toBeNull();
    await expect(extractPdf(pdf, { memoryBytes: 64 * 1024 * 1024, timeMs: 60_000 })).rejects.toMatchObject({
      message: 'PDFを展開すると大きすぎます（読み込みに使えるメモリは512MBまで）。PDFを分けて登録してください',
    });
    await expect(extractPdf(pdfTextBomb(1_000), { memoryBytes: 512 * 1024 * 1024, timeMs: 1 })).rejects.toEqual(
      new ExtractionError('PDFの読み込みに時間がかかりすぎました。PDFを分けて登録してください'),
    );
  }, 60_000);
});

describe('DocxTextCounter', () => {
  it('counts the text of <w:t> runs only, entities as one character, across pieces cut anywhere', () => {
    const xml = Buffer.from(
      '<w:document><w:body><w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>料金</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve"> A&amp;B </w:t></w:r></w:p>' +
        '<w:tbl><w:tr><w:tc><w:p><w:r><w:t/><w:t>表</w:t><w:instrText>PAGE</w:instrText></w:r></w:p></w:tc></w:tr></w:tbl></w:body></w:document>',
    );
    const whole = new DocxTextCounter();
    whole.feed(xml, true);
    expect(whole.count).toBe(2 + 5 + 1);
    for (let size = 1; size <= 17; size += 4) {
      const pieces = new DocxTextCounter();
      for (let start = 0; start < xml.length; start += size) pieces.feed(xml.subarray(start, start + size), start + size >= xml.length);
      expect({ size, count: pieces.count }).toEqual({ size, count: 8 });
    }
  });
});

describe('splitPassagesInSlices', () => {
  it('makes the passages splitPassages makes, giving the event loop turns in between', async () => {
    const lines = Array.from({ length: 3_000 }, (_, i) => `第${i}条の説明です。お問い合わせは窓口まで、「平日。土日」もどうぞ。`).join('\n');
    const blocks = [
      { kind: 'heading' as const, level: 1, text: '規約' },
      { kind: 'text' as const, text: lines },
      { kind: 'row' as const, text: '質問: 送料 / 回答: 無料です' },
      { kind: 'text' as const, text: `  前に空白。\n\n${'長い一文、'.repeat(300)}終わり。` },
    ];
    let pauses = 0;
    const sliced = await splitPassagesInSlices(blocks, {
      pause: async () => {
        pauses += 1;
      },
    });
    expect(sliced).toEqual(splitPassages(blocks));
    expect(pauses).toBeGreaterThan(lines.length / 20_000);
  });
});

// The bombs' premise, checked once: a deflate piece ending in a sync flush repeats into one stream.
it('repeats a deflated piece into one stream', () => {
  const piece = Buffer.from('繰り返し');
  const { data, size } = repeatedDeflate([{ bytes: piece, times: 3 }]);
  expect(size).toBe(piece.length * 3);
  expect(inflateRawSync(data).toString()).toBe('繰り返し'.repeat(3));
});
