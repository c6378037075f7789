import { type KnowledgeItem, knowledgeItemListResponseSchema, knowledgeItemSchema } from 'shared-contracts';
import { multipartFile } from '../chatsettings/csv-fixtures';
import { appWithOwner } from '../chatsettings/owner-client';
import { testDatabase } from '../helper';
import { makeDocx, makeZipWithout } from './fixtures/make-docx';
import { makePdf } from './fixtures/make-pdf';
import { knowledgeClient } from './knowledge-client';

const ACCEPTED = 'PDF、Word（.docx）、テキスト（.txt）、Markdown（.md）、CSV（.csv）';
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script><p>偽物</p></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const OLE_DOC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const RANDOM = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));

describe(`knowledge uploads are judged by content (${testDatabase})`, () => {
  const { t, owner, ownerSession } = appWithOwner();
  const k = knowledgeClient(t, ownerSession);

  it.each([
    ['an HTML page named .png', HTML, 'photo.png', `このファイル形式には対応していません。${ACCEPTED}のファイルを選んでください`],
    ['an HTML page named .pdf', HTML, 'manual.pdf', 'ファイルの中身が拡張子（.pdf）と一致しません。PDFとして保存したファイルを選んでください'],
    ['random bytes named .docx', RANDOM, 'report.docx', 'ファイルの中身が拡張子（.docx）と一致しません。Word（.docx）として保存したファイルを選んでください'],
    ['a spreadsheet package named .docx', makeZipWithout(), 'sheet.docx', 'ファイルの中身が拡張子（.docx）と一致しません。Word（.docx）として保存したファイルを選んでください'],
    ['a PDF named .txt', makePdf([['本文']]), 'notes.txt', 'ファイルの中身が拡張子（.txt）と一致しません。テキスト（.txt）として保存したファイルを選んでください'],
    ['a Word document named .md', makeDocx([{ text: '本文' }]), 'notes.md', 'ファイルの中身が拡張子（.md）と一致しません。Markdown（.md）として保存したファイルを選んでください'],
    ['an HTML page named .txt', HTML, 'page.txt', 'HTMLやSVG、XMLのファイルはテキストとして登録できません。Webページは「URLから登録」で登録してください'],
    ['an SVG with a script named .md', SVG, 'logo.md', 'HTMLやSVG、XMLのファイルはテキストとして登録できません。Webページは「URLから登録」で登録してください'],
    ['an .html file', HTML, 'index.html', 'HTMLファイルには対応していません。Webページは「URLから登録」で登録してください'],
    ['a Word 97-2003 document', OLE_DOC, 'old.doc', 'Word 97-2003形式（.doc）には対応していません。Wordで「.docx」形式で保存し直してください'],
    ['an old Word document renamed .docx', OLE_DOC, 'old.docx', 'Word 97-2003形式（.doc）には対応していません。Wordで「.docx」形式で保存し直してください'],
    ['an Excel workbook', makeZipWithout(), 'prices.xlsx', 'Excelのブックには対応していません。表の内容は「CSV UTF-8（コンマ区切り）」で保存して登録してください'],
    ['binary bytes named .txt', RANDOM, 'dump.txt', 'テキストの文字コードを読み取れませんでした。UTF-8 または Shift_JIS で保存したファイルを選んでください'],
    ['UTF-16 text', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('料金', 'utf16le')]), 'utf16.txt', 'UTF-16（Unicode テキスト）のファイルは読み込めません。UTF-8 で保存し直してください'],
    ['an empty file', Buffer.alloc(0), 'empty.pdf', 'ファイルが空です。内容のあるファイルを選んでください'],
    ['a file without an extension', Buffer.from('料金表'), 'README', `ファイル名に拡張子がありません。${ACCEPTED}のファイルを選んでください`],
  ])('refuses %s with 415 and the reason', async (_label, bytes, filename, message) => {
    const response = await k.upload(bytes, filename, 'application/pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'unsupported_media_type', message });
  });

  it('keeps nothing of a refused upload', async () => {
    const list = knowledgeItemListResponseSchema.parse((await owner.get('knowledge-items')).json());
    expect(list.total_records).toBe(0);
  });

  it('refuses a file over 20 MB with 413', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x41);
    const response = await k.upload(big, 'big.txt', 'text/plain');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'payload_too_large',
      message: 'ファイルが大きすぎます。20MB以下のファイルを選ぶか、ファイルを分けてください',
    });
  });

  it('asks for a file when the form has none, or the request is not a form', async () => {
    const boundary = '----no-file';
    const form = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n料金表\r\n--${boundary}--\r\n`);
    const withoutFile = await owner.post('knowledge-items/upload', form, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json()).toEqual({ code: 'bad_request', message: '登録するファイルを選んでください' });
    const json = await owner.post('knowledge-items/upload', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: '登録するファイルを選んでください' });
  });

  it('takes the title from the form, checked like the other forms', async () => {
    const named = (title: string) => {
      const boundary = '----with-title';
      const { payload } = multipartFile(Buffer.from('営業時間は10時からです。'), 'hours.txt', 'text/plain');
      const titled = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${title}\r\n`),
        Buffer.from(payload.toString('latin1').replaceAll('----test-boundary-7MA4YWxkTrZu0gW', boundary), 'latin1'),
      ]);
      return owner.post('knowledge-items/upload', titled, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    };
    const ok = await named('営業時間のご案内');
    expect(ok.statusCode).toBe(201);
    const item: KnowledgeItem = knowledgeItemSchema.parse(ok.json());
    expect(item).toMatchObject({ type: 'file', title: '営業時間のご案内', filename: 'hours.txt', mime: 'text/plain' });

    const tooLong = await named('あ'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ code: 'validation_error', message: '入力内容に誤りがあります', fields: { title: 'タイトルは200文字以内で入力してください' } });
  });
});
