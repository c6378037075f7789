import { type KnowledgeItemListResponse, knowledgeItemListResponseSchema, qaImportResultSchema } from 'shared-contracts';
import { multipartFile, UTF8_BOM } from '../chatsettings/csv-fixtures';
import { appWithOwner } from '../chatsettings/owner-client';
import { testDatabase } from '../helper';
import { knowledgeClient } from './knowledge-client';

// 営業時間は？,10時から18時です。 / 送料は？,550円です。 — as Excel saves «CSV (コンマ区切り)»: Shift_JIS, CRLF, no header.
const SHIFT_JIS_QA = Buffer.from('89638bc68e9e8ad482cd81482c31308e9e82a982e731388e9e82c582b781420d0a919797bf82cd81482c353530897e82c582b781420d0a', 'hex');

describe(`Q&A import and export (${testDatabase})`, () => {
  const { t, ownerSession } = appWithOwner();
  const k = knowledgeClient(t, ownerSession);

  const importCsv = async (bytes: Uint8Array, as: 'multipart' | 'raw' = 'multipart') => {
    const response =
      as === 'multipart'
        ? await k.owner.post('knowledge-items/qa-import', multipartFile(bytes, 'qa.csv', 'text/csv').payload, multipartFile(bytes, 'qa.csv', 'text/csv').headers)
        : await k.owner.post('knowledge-items/qa-import', Buffer.from(bytes), { 'content-type': 'text/csv' });
    return response;
  };
  const imported = async (bytes: Uint8Array, as: 'multipart' | 'raw' = 'multipart') => {
    const response = await importCsv(bytes, as);
    expect(response.statusCode).toBe(200);
    return qaImportResultSchema.strict().parse(response.json());
  };
  const qaList = async (): Promise<KnowledgeItemListResponse> =>
    knowledgeItemListResponseSchema.parse((await k.owner.get('knowledge-items', { type: 'qa', limit: '500', sort_order: 'asc' })).json());
  const settleAll = async () => {
    for (const row of (await qaList()).data) await k.settled(row.id);
  };

  it('adds valid rows of a UTF-8 file with BOM and a header, and answers each refused row with its line', async () => {
    const csv = [
      '質問,回答,言い換え,感情',
      '解約方法は？,マイページから解約できます。,"退会したい\n解約したい",sorrow',
      'ポイントの有効期限は？,最後の利用から1年です。,ポイントはいつ消える｜ポイント期限,',
      ',回答だけの行,,',
      '質問だけの行,,,',
      '感情が変,回答です。,,Happy',
      '解約方法は？,同じ質問です。,,',
    ].join('\r\n');
    const result = await imported(Buffer.concat([UTF8_BOM, Buffer.from(csv)]));
    expect(result).toEqual({
      added: 2,
      updated: 0,
      errors: [
        // The file's own lines: the second row's alternatives cell spans two.
        { line: 5, message: '質問を入力してください' },
        { line: 6, message: '回答を入力してください' },
        { line: 7, message: '表示する感情を選んでください' },
        { line: 8, message: '2行目と同じ質問です。1つにまとめてください' },
      ],
    });
    const [cancel, points] = (await qaList()).data;
    // Queued for indexing, not indexed within the import: an indexing run may already have finished
    // one by the time the list is read (on PostgreSQL a replica runs two at once).
    expect(cancel?.title).toBe('解約方法は？');
    expect(['processing', 'ready']).toContain(cancel?.status);
    await settleAll();
    expect(await k.get(cancel?.id ?? '')).toMatchObject({ alternatives: ['退会したい', '解約したい'], emotion: 'sorrow', status: 'ready' });
    expect(await k.get(points?.id ?? '')).toMatchObject({ alternatives: ['ポイントはいつ消える', 'ポイント期限'], emotion: null });
    expect((await k.search('退会したい'))[0]?.item_id).toBe(cancel?.id);
  });

  it('reads Shift_JIS without a header as raw text/csv, taking the columns in order', async () => {
    expect(await imported(SHIFT_JIS_QA, 'raw')).toEqual({ added: 2, updated: 0, errors: [] });
    await settleAll();
    expect((await k.search('送料はいくら'))[0]?.text).toBe('550円です。');
  });

  it('changes nothing when the same file comes again, and updates a Q&A whose answer changed', async () => {
    const csv = Buffer.from('営業時間は？,平日9時から20時です。\r\n新しい質問,新しい回答です。\r\n');
    expect(await imported(csv)).toEqual({ added: 1, updated: 1, errors: [] });
    await settleAll();
    const hours = (await qaList()).data.filter((row) => row.title === '営業時間は？');
    expect(hours).toHaveLength(1);
    expect(await k.get(hours[0]?.id ?? '')).toMatchObject({ answer: '平日9時から20時です。', status: 'ready' });
    expect((await k.search('営業時間'))[0]?.text).toBe('平日9時から20時です。');
    expect(await imported(csv)).toEqual({ added: 0, updated: 0, errors: [] });
  });

  it('exports every Q&A as Excel opens it, formula-like cells escaped, and reads its own export back unchanged', async () => {
    await k.create({ type: 'qa', question: '=HYPERLINK("http://evil.example")', answer: '+計算式のような回答', alternatives: ['@言い換え'], emotion: null });
    const response = await k.owner.get('knowledge-items/qa-export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="knowledge-qa-\d{8}\.csv"; filename\*=UTF-8''/);
    const body = response.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([...UTF8_BOM]);
    const text = body.subarray(3).toString('utf8');
    expect(text.startsWith('質問,回答,言い換え,感情\r\n')).toBe(true);
    expect(text).toContain('\r\n解約方法は？,マイページから解約できます。,"退会したい\n解約したい",sorrow\r\n');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")","'+計算式のような回答","'@言い換え",\r\n`);
    expect(await imported(body)).toEqual({ added: 0, updated: 0, errors: [] });
    const evil = (await qaList()).data.find((row) => row.title.startsWith('=HYPERLINK'));
    expect(evil).toBeDefined();
  });

  it('refuses files it cannot read, each with a message the owner can act on', async () => {
    const unclosed = await importCsv(Buffer.from('質問,回答\r\n"閉じていない,回答\r\n'));
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json()).toEqual({ code: 'invalid_csv', message: '2行目で「"」で始まった項目が閉じられていません。項目の最後にも「"」を付けてください' });
    const headerOnly = await importCsv(Buffer.from('質問,回答,言い換え,感情\r\n'));
    expect(headerOnly.json()).toEqual({ code: 'invalid_csv', message: '取り込む行がありません' });
    const xlsx = await importCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]));
    expect(xlsx.json()).toMatchObject({ code: 'invalid_csv', message: expect.stringContaining('Excelのブック') });
    const tooMany = await importCsv(Buffer.from(Array.from({ length: 2001 }, (_, i) => `質問${i},回答`).join('\n')));
    expect(tooMany.json()).toEqual({ code: 'invalid_csv', message: '一度に取り込めるのは2000行までです。ファイルを分けてください' });
    const tooLarge = await importCsv(Buffer.alloc(5 * 1024 * 1024 + 1, 0x61), 'raw');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'payload_too_large', message: 'ファイルが大きすぎます。5MB以下のCSVファイルにするか、ファイルを分けてください' });
    const nothing = await k.owner.post('knowledge-items/qa-import', Buffer.alloc(0), { 'content-type': 'text/csv' });
    expect(nothing.statusCode).toBe(400);
  });
});
