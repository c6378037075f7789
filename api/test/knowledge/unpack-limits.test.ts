import { knowledgeItemListResponseSchema } from 'shared-contracts';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { type OpenApiDocument, openApiDocument } from '../http/openapi-operations';
import { responseChecker } from '../fuzz/response-check';
import { csvRows, docxInflateBomb, docxTextBomb, gzipHtmlBomb, pdfImageBomb, pdfStreamBomb, pdfTextBomb, xlsxBomb } from './fixtures/bombs';
import { type FakeWeb, startFakeWeb } from './fixtures/fake-web';
import { makeDocx } from './fixtures/make-docx';
import { type KnowledgeClient, knowledgeClient } from './knowledge-client';

const TEXT_TOO_LONG = 'ファイルを展開すると大きすぎます（テキストは200万文字まで）。ファイルを分けて登録してください';
const INFLATED_TOO_LARGE = 'ファイルを展開すると大きすぎます（展開後のデータは50MBまで）。ファイルを分けて登録してください';
const TOO_MANY_PASSAGES = 'ファイルを展開すると大きすぎます（パッセージは10,000件まで）。ファイルを分けて登録してください';

/** 10,001 sections of one short sentence each: a passage apiece, under the character limit by far. */
const SECTIONS = Array.from({ length: 10_001 }, (_, i) => [`見出し${i + 1}`, `本文${i + 1}です。`]);
/** Some 2.1 million characters of text on one page. */
const LONG_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>長いページ</title></head><body><main>${Array.from({ length: 7_000 }, () => `<p>${'当店の営業時間は平日10時から18時までです。'.repeat(13)}</p>`).join('')}</main></body></html>`;

describe(`what an upload or a page may unpack to (${testDatabase})`, () => {
  let t: TestContext;
  let web: FakeWeb;
  let k: KnowledgeClient;
  let document: OpenApiDocument;
  const check = responseChecker();

  beforeAll(async () => {
    web = await startFakeWeb((request, response) => {
      if (request.url === '/bomb.html') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
        response.end(gzipHtmlBomb(100));
      } else if (request.url === '/long.html') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(LONG_PAGE);
      } else if (request.url === '/sections.html') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<html><body><main>${SECTIONS.map(([heading, text]) => `<h2>${heading}</h2><p>${text}</p>`).join('')}</main></body></html>`);
      } else if (request.url === '/bomb.pdf') {
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end(pdfStreamBomb(200));
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
      }
    });
    t = await createTestContext(web.options);
    k = knowledgeClient(t, await t.ownerSession());
    document = await openApiDocument(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await web?.server.close();
  });

  const documented = (method: string, path: string, response: Parameters<ReturnType<typeof responseChecker>>[2]) =>
    check(`${method} ${path}`, document.paths[path]?.[method.toLowerCase()]?.responses ?? {}, response);

  const itemCount = async () => knowledgeItemListResponseSchema.parse((await k.owner.get('knowledge-items')).json()).total_records;

  it.each([
    ["the issue's .docx, one paragraph repeated to 40 MB of text", 'bomb.docx', () => docxTextBomb(40), TEXT_TOO_LONG],
    ['a .docx whose parts inflate to 60 MB', 'parts.docx', () => docxInflateBomb(60), INFLATED_TOO_LARGE],
    ['a .docx that declares 1 KB and inflates to 60 MB', 'lying.docx', () => docxInflateBomb(60, { declaredSize: 1024 }), INFLATED_TOO_LARGE],
    ['a .docx of 300 MB (refused as broken before)', 'huge.docx', () => docxInflateBomb(300), INFLATED_TOO_LARGE],
    ['a PDF whose page inflates to 200 MB', 'bomb.pdf', () => pdfStreamBomb(200), INFLATED_TOO_LARGE],
    ['a PDF with an image of 400 megapixels', 'image.pdf', () => pdfImageBomb(20_000, 20_000, 1), 'ファイルを展開すると大きすぎます（PDFの画像は1枚1億画素まで）。画像を小さくして保存し直してください'],
    ['a PDF whose small image inflates to 60 MB', 'disguised.pdf', () => pdfImageBomb(100, 100, 60), INFLATED_TOO_LARGE],
    ['a text file of 2,000,001 characters', 'long.txt', () => Buffer.from('あ'.repeat(2_000_001)), TEXT_TOO_LONG],
    ['a CSV of 10,001 rows', 'faq.csv', () => csvRows(10_001), TOO_MANY_PASSAGES],
  ])('refuses %s at upload with 413 and the limit, keeping nothing', async (_label, filename, bytes, message) => {
    const before = await itemCount();
    const response = await k.upload(bytes(), filename);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 413, body: { code: 'payload_too_large', message } });
    expect(documented('POST', '/api/v1/knowledge-items/upload', response)).toBeNull();
    expect(await itemCount()).toBe(before);
  });

  it('refuses an Excel workbook, however large its sheet inflates, without inflating it', async () => {
    const started = performance.now();
    const response = await k.upload(xlsxBomb(100), 'prices.xlsx');
    expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
      status: 415,
      message: 'Excelのブックには対応していません。表の内容は「CSV UTF-8（コンマ区切り）」で保存して登録してください',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses the bomb as a replacement file too, and the item keeps its passages', async () => {
    const created = await k.upload(makeDocx([{ text: '営業時間は10時から18時です。' }]), 'hours.docx');
    expect(created.statusCode).toBe(201);
    const item = await k.settled(created.json<{ id: string }>().id);
    expect(item).toMatchObject({ status: 'ready', passage_count: 1 });
    const replaced = await k.replaceFile(item.id, docxTextBomb(40), 'hours.docx');
    expect({ status: replaced.statusCode, message: replaced.json<{ message: string }>().message }).toEqual({ status: 413, message: TEXT_TOO_LONG });
    expect(documented('PUT', '/api/v1/knowledge-items/{id}/file', replaced)).toBeNull();
    expect(await k.get(item.id)).toMatchObject({ status: 'ready', passage_count: 1, filename: 'hours.docx' });
  });

  it("fails a PDF whose text passes 2,000,000 characters as it is read, with the limit as the item's reason", async () => {
    const created = await k.upload(pdfTextBomb(2_100_000), 'catalogue.pdf');
    expect(created.statusCode).toBe(201);
    const item = await k.settled(created.json<{ id: string }>().id, 60_000);
    expect(item).toMatchObject({ status: 'error', passage_count: 0, error_reason: TEXT_TOO_LONG });
  });

  it('fails a file that splits into more than 10,000 passages before indexing any', async () => {
    const text = SECTIONS.map(([heading, body]) => `# ${heading}\n${body}\n`).join('\n');
    const created = await k.upload(Buffer.from(text), 'sections.md');
    expect(created.statusCode).toBe(201);
    const item = await k.settled(created.json<{ id: string }>().id, 60_000);
    expect(item).toMatchObject({ status: 'error', passage_count: 0, error_reason: TOO_MANY_PASSAGES });
  });

  it.each([
    ['a page gzip-compressed 100 MB deep', '/bomb.html', 'ページを展開すると大きすぎます（展開後20MBまで）。必要な部分を記事として登録してください'],
    ['a page of 2.1 million characters', '/long.html', 'ページの内容が大きすぎます（テキストは200万文字まで）。必要な部分を記事として登録してください'],
    ['a page of 10,001 sections', '/sections.html', 'ページの内容が大きすぎます（パッセージは10,000件まで）。必要な部分を記事として登録してください'],
    ['a PDF page that inflates to 200 MB', '/bomb.pdf', INFLATED_TOO_LARGE],
  ])('fails %s from a URL with the limit as its reason', async (_label, path, reason) => {
    const item = await k.settled((await k.addUrl(web.url(path))).id, 60_000);
    expect(item).toMatchObject({ status: 'error', passage_count: 0, error_reason: reason });
  });
});
