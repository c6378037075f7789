import { sql } from 'drizzle-orm';
import { type ForbiddenWord, forbiddenWordListResponseSchema, forbiddenWordSchema } from 'shared-contracts';
import { testDatabase } from '../../helper';
import { multipartFile, SHIFT_JIS_CSV, SHIFT_JIS_CSV_TEXT, UTF8_BOM } from '../csv-fixtures';
import { appWithTwoOwners, type OwnerClient, ownerClient, refusal } from '../owner-client';

const DUPLICATE = 'この禁止ワードはすでに登録されています';

describe(`forbidden words (${testDatabase})`, () => {
  const { t, owner, other } = appWithTwoOwners({}, { persistent: true });

  const create = async (client: OwnerClient, word: string, note?: string): Promise<ForbiddenWord> => {
    const response = await client.post('forbidden-words', note === undefined ? { word } : { word, note });
    expect(response.statusCode).toBe(201);
    return forbiddenWordSchema.strict().parse(response.json());
  };
  const list = async (client: OwnerClient, query: Record<string, string> = {}) => {
    const response = await client.get('forbidden-words', query);
    expect(response.statusCode).toBe(200);
    return forbiddenWordListResponseSchema.strict().parse(response.json());
  };
  const words = async (client: OwnerClient, query: Record<string, string> = {}) => (await list(client, { limit: '500', ...query })).data.map((w) => w.word);
  const post = (client: OwnerClient, path: string, payload: string | Buffer, contentType: string) =>
    client.post(path, payload, { 'content-type': contentType });

  describe('adding, editing and deleting', () => {
    it('adds a word, trimmed, with an empty note by default', async () => {
      const word = await create(owner, '  がいど  ');
      expect(word).toMatchObject({ word: 'がいど', note: '' });
      expect(word.created_at).toBe(word.updated_at);
    });

    it.each([['ガイド'], ['ｶﾞｲﾄﾞ'], ['ガ イ ド'.replaceAll(' ', '')], ['がいど']])(
      'refuses %s as a duplicate after NFKC and kana folding (409, under the field)',
      async (word) => {
        const response = await owner.post('forbidden-words', { word });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ code: 'duplicate', message: DUPLICATE, fields: { word: DUPLICATE } });
      },
    );

    it('judges full-width latin and case as the same word too', async () => {
      await create(owner, 'ＮＧワード', '全角');
      expect((await owner.post('forbidden-words', { word: 'ngワード' })).statusCode).toBe(409);
    });

    it.each([
      ['an empty word', { word: '   ' }, 'word', '禁止ワードを入力してください'],
      ['a word of 101 characters', { word: 'あ'.repeat(101) }, 'word', '禁止ワードは100文字以内で入力してください'],
      ['a word with a line break', { word: 'ば\nか' }, 'word', '禁止ワードに改行は入れられません'],
      ['a note of 201 characters', { word: 'ok', note: 'メ'.repeat(201) }, 'note', 'メモは200文字以内で入力してください'],
    ])('refuses %s with the message the form shows', async (_label, body, field, message) => {
      expect(refusal(await owner.post('forbidden-words', body))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
    });

    it('edits a word and its note; its own spelling variant is no duplicate, another word is', async () => {
      const word = await create(owner, 'ばか', '暴言');
      const renamed = await owner.put(`forbidden-words/${word.id}`, { word: 'バカ', note: '暴言（カタカナ）' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ id: word.id, word: 'バカ', note: '暴言（カタカナ）', created_at: word.created_at });

      const clash = await owner.put(`forbidden-words/${word.id}`, { word: 'ガイド' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ message: DUPLICATE });
    });

    it('deletes a word, then answers 404 for it', async () => {
      const word = await create(owner, '削除予定');
      expect((await owner.delete(`forbidden-words/${word.id}`)).statusCode).toBe(204);
      expect((await owner.delete(`forbidden-words/${word.id}`)).statusCode).toBe(404);
      expect((await owner.put(`forbidden-words/${word.id}`, { word: 'x' })).json()).toEqual({
        code: 'not_found',
        message: '禁止ワードが見つかりません。削除された可能性があります。画面を再読み込みしてください。',
      });
    });
  });

  describe('the list', () => {
    let lister: OwnerClient;
    beforeAll(async () => {
      lister = ownerClient(t, await t.ownerSession());
      for (let i = 1; i <= 55; i += 1) await create(lister, `単語${String(i).padStart(2, '0')}`, i === 7 ? '100%確実' : '');
    });

    it('pages 50 at a time, newest first by default, with the total', async () => {
      const first = await list(lister);
      expect(first).toMatchObject({ total_records: 55, page: 1, limit: 50 });
      expect(first.data).toHaveLength(50);
      expect(first.data[0]?.word).toBe('単語55');
      const second = await list(lister, { page: '2' });
      expect(second.data.map((w) => w.word)).toEqual(['単語05', '単語04', '単語03', '単語02', '単語01']);
    });

    it('sorts oldest first, and by updated_at', async () => {
      expect((await list(lister, { sort_order: 'asc' })).data[0]?.word).toBe('単語01');
      const [, third] = (await list(lister, { sort_order: 'asc' })).data;
      if (!third) throw new Error('fixtures missing');
      await lister.put(`forbidden-words/${third.id}`, { word: third.word, note: '更新' });
      expect((await list(lister, { sort_by: 'Updated_at' })).data[0]?.id).toBe(third.id);
    });

    it('searches words and notes as written, and words in comparison form', async () => {
      expect(await words(lister, { q: '単語1' })).toHaveLength(10);
      expect(await words(lister, { q: '100%' })).toEqual(['単語07']);
      expect(await words(lister, { q: '%' })).toEqual(['単語07']);
      expect(await words(owner, { q: 'ガイド' })).toEqual(['がいど']);
      expect(await words(owner, { q: 'ｶﾞｲ' })).toEqual(['がいど']);
    });

    it.each([
      [{ limit: '30' }, 'limit', '表示件数は50・100・500のいずれかを指定してください'],
      [{ page: '0' }, 'page', 'ページ番号は1以上で指定してください'],
      [{ sort_order: 'up' }, 'sort_order', '並び順が正しくありません'],
      [{ q: 'あ'.repeat(101) }, 'q', '検索語は100文字以内で入力してください'],
    ])('refuses the query %j', async (query, field, message) => {
      expect(refusal(await lister.get('forbidden-words', query))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
    });
  });

  describe('try it', () => {
    it('says which word catches a text, however it is spelt', async () => {
      const [guide] = (await list(owner, { q: 'がいど' })).data;
      const response = await owner.post('forbidden-words/try', { text: 'このｶﾞｲﾄﾞブックについて' });
      expect(response.json()).toEqual({ caught: true, entry: { id: guide?.id, value: 'がいど' } });
      expect((await owner.post('forbidden-words/try', { text: '問題のない文章です' })).json()).toEqual({ caught: false });
    });

    it('refuses an empty sample with the form message', async () => {
      expect(refusal(await owner.post('forbidden-words/try', { text: '  ' }))).toEqual({
        status: 400,
        code: 'validation_error',
        fields: { text: '試す文章を入力してください' },
      });
    });
  });

  describe('import', () => {
    it('checks each row on its own, skips duplicates, and adds the rest', async () => {
      const importer = ownerClient(t, await t.ownerSession());
      await create(importer, '既存');
      const response = await importer.post('forbidden-words/import', {
        rows: [
          { line: 1, value: '新規A', note: 'メモA' },
          { line: 2, value: '' },
          { line: 3, value: 'あ'.repeat(101) },
          { line: 4, value: 'きぞん' },
          { line: 5, value: '既存' },
          { line: 6, value: '新規Ｂ' },
          { line: 7, value: '新規b' },
          { line: 8, value: '新規C', note: 'メ'.repeat(201) },
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        added: 3,
        skipped_duplicates: 2,
        errors: [
          { line: 2, message: '禁止ワードを入力してください' },
          { line: 3, message: '禁止ワードは100文字以内で入力してください' },
          { line: 8, message: 'メモは200文字以内で入力してください' },
        ],
      });
      expect((await words(importer)).sort()).toEqual(['きぞん', '既存', '新規A', '新規Ｂ'].sort());
      expect((await importer.post('forbidden-words/import', { rows: [] })).json()).toMatchObject({ fields: { rows: '取り込む行がありません' } });
    });

    it('reads a Shift_JIS CSV as Excel saves it, skipping its header row', async () => {
      expect(new TextDecoder('shift_jis').decode(SHIFT_JIS_CSV)).toBe(SHIFT_JIS_CSV_TEXT);
      const importer = ownerClient(t, await t.ownerSession());
      const response = await post(importer, 'forbidden-words/import/file', Buffer.from(SHIFT_JIS_CSV), 'text/csv');
      expect(response.json()).toEqual({ added: 3, skipped_duplicates: 0, errors: [] });
      const stored = (await list(importer, { sort_order: 'asc' })).data.map((w) => [w.word, w.note]);
      expect(stored).toEqual([
        ['ｶﾞｲﾄﾞ', '半角カナ'],
        ['競合社名', '営業上の理由'],
        ['髙橋①', '機種依存文字'],
      ]);
      expect((await importer.post('forbidden-words/try', { text: 'ガイドを見る' })).json()).toMatchObject({ caught: true, entry: { value: 'ｶﾞｲﾄﾞ' } });
    });

    it('reads UTF-8 with a BOM uploaded as a form file, and UTF-8 without one as the raw body', async () => {
      const importer = ownerClient(t, await t.ownerSession());
      const withBom = multipartFile(Buffer.concat([UTF8_BOM, Buffer.from('禁止ワード,メモ\r\n"カンマ,入り","引用""符"\r\n')]), '禁止ワード.csv', 'text/csv');
      const first = await importer.post('forbidden-words/import/file', withBom.payload, withBom.headers);
      expect(first.json()).toEqual({ added: 1, skipped_duplicates: 0, errors: [] });

      const second = await post(importer, 'forbidden-words/import/file', Buffer.from('word,note\nまた来て,\n\n"複数\n行",x\nカンマ,入り\n'), 'application/vnd.ms-excel');
      expect(second.json()).toEqual({ added: 2, skipped_duplicates: 0, errors: [{ line: 4, message: '禁止ワードに改行は入れられません' }] });
      expect((await list(importer, { sort_order: 'asc' })).data.map((w) => [w.word, w.note])).toEqual([
        ['カンマ,入り', '引用"符'],
        ['また来て', ''],
        ['カンマ', '入り'],
      ]);
    });

    it('reads a plain text file as one word per line, commas and all', async () => {
      const importer = ownerClient(t, await t.ownerSession());
      const response = await post(importer, 'forbidden-words/import/file', Buffer.from('一行目,です\r\n\r\n  \r\n三行目\r\n'), 'text/plain; charset=utf-8');
      expect(response.json()).toEqual({ added: 2, skipped_duplicates: 0, errors: [] });
      expect((await words(importer)).sort()).toEqual(['一行目,です', '三行目'].sort());
    });

    it.each([
      ['an Excel workbook', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), 'application/octet-stream', 'Excelのブック（.xlsx / .xls）は読み込めません。「CSV UTF-8（コンマ区切り）」または「CSV（コンマ区切り）」で保存したファイルを選んでください'],
      ['UTF-16 text', Buffer.from([0xff, 0xfe, 0x42, 0x30]), 'text/csv', 'UTF-16（Unicode テキスト）のファイルは読み込めません。「CSV UTF-8（コンマ区切り）」で保存し直してください'],
      ['an unclosed quote', Buffer.from('a\n"b,c\nd\n'), 'text/csv', '2行目で「"」で始まった項目が閉じられていません。項目の最後にも「"」を付けてください'],
      ['a file of only a header', Buffer.from('禁止ワード,メモ\r\n'), 'text/csv', '取り込む行がありません'],
    ])('refuses %s with a message that says what to do', async (_label, bytes, type, message) => {
      const response = await post(owner, 'forbidden-words/import/file', bytes, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_csv', message });
    });

    it('asks for a file when none came', async () => {
      const empty = await post(owner, 'forbidden-words/import/file', Buffer.alloc(0), 'text/csv');
      expect(empty.json()).toEqual({ code: 'bad_request', message: '取り込むCSVファイルを選んでください' });
    });

    it('refuses a file over 5 MB in the words of the import', async () => {
      const response = await post(owner, 'forbidden-words/import/file', Buffer.alloc(5 * 1024 * 1024 + 1, 0x61), 'text/csv');
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'payload_too_large',
        message: 'ファイルが大きすぎます。5MB以下のCSVファイルにするか、ファイルを分けてください',
      });
      const form = multipartFile(Buffer.alloc(5 * 1024 * 1024 + 1, 0x61), 'big.csv', 'text/csv');
      expect((await owner.post('forbidden-words/import/file', form.payload, form.headers)).json()).toMatchObject({ code: 'payload_too_large' });
    });

    it('adds all valid rows in one transaction, or none', async () => {
      const importer = ownerClient(t, await t.ownerSession());
      const rows = Array.from({ length: 600 }, (_, i) => ({ line: i + 1, value: i === 549 ? 'BOOM' : `語${i}` }));
      // A constraint only this test knows, failing the second batch of inserts.
      await t.app.database.db.execute(sql`alter table forbidden_entries add constraint test_no_boom check (value <> 'BOOM')`);
      try {
        expect((await importer.post('forbidden-words/import', { rows })).statusCode).toBe(500);
      } finally {
        await t.app.database.db.execute(sql`alter table forbidden_entries drop constraint test_no_boom`);
      }
      expect((await list(importer)).total_records).toBe(0);
      expect((await importer.post('forbidden-words/import', { rows })).json()).toEqual({ added: 600, skipped_duplicates: 0, errors: [] });
    });
  });

  describe('export', () => {
    it('downloads every word as a CSV Excel opens: BOM, CRLF, quoted and formula-escaped cells, a Japanese file name', async () => {
      const exporter = ownerClient(t, await t.ownerSession());
      await create(exporter, '=HYPERLINK("http://evil.example")', '数式');
      await create(exporter, 'カンマ,入り', '"引用"');
      await create(exporter, '+1', '@メモ');
      const response = await exporter.get('forbidden-words/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="forbidden-words-${day}.csv"; filename*=UTF-8''%E7%A6%81%E6%AD%A2%E3%83%AF%E3%83%BC%E3%83%89_${day}.csv`,
      );
      expect(response.rawPayload.subarray(0, 3)).toEqual(UTF8_BOM);
      expect(response.body).toBe(
        '\ufeff禁止ワード,メモ\r\n' +
          `"'=HYPERLINK(""http://evil.example"")",数式\r\n` +
          '"カンマ,入り","""引用"""\r\n' +
          `"'+1","'@メモ"\r\n`,
      );
    });

    it('reads its own export back unchanged', async () => {
      const source = ownerClient(t, await t.ownerSession());
      await create(source, '=SUM(A1)', 'カンマ,と"引用"');
      await create(source, "'-既にアポストロフィ", '');
      const exported = (await source.get('forbidden-words/export')).rawPayload;
      const target = ownerClient(t, await t.ownerSession());
      expect((await post(target, 'forbidden-words/import/file', exported, 'text/csv')).json()).toEqual({ added: 2, skipped_duplicates: 0, errors: [] });
      const pairs = (list: ForbiddenWord[]) => list.map((w) => [w.word, w.note]).sort();
      expect(pairs((await list(target)).data)).toEqual(pairs((await list(source)).data));
    });
  });

  describe('between owners', () => {
    it("never shows, matches, exports or changes another owner's words", async () => {
      const [mine] = (await list(owner)).data;
      if (!mine) throw new Error('fixtures missing');
      expect((await list(other)).total_records).toBe(0);
      expect((await other.put(`forbidden-words/${mine.id}`, { word: '乗っ取り' })).statusCode).toBe(404);
      expect((await other.delete(`forbidden-words/${mine.id}`)).statusCode).toBe(404);
      expect((await other.post('forbidden-words/try', { text: mine.word })).json()).toEqual({ caught: false });
      expect((await other.get('forbidden-words/export')).body).toBe('\ufeff禁止ワード,メモ\r\n');
      // Duplicates are judged per owner.
      expect((await other.post('forbidden-words', { word: mine.word })).statusCode).toBe(201);
      expect((await owner.get('forbidden-words', { q: mine.word })).json()).toMatchObject({ data: [mine] });
    });
  });

  it('keeps the words across a restart', async () => {
    const before = await list(owner);
    await t.restart();
    expect(await list(owner)).toEqual(before);
  });
});
