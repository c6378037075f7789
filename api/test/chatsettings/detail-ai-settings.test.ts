import { sql } from 'drizzle-orm';
import { DETAIL_AI_SETTINGS_DEFAULTS, type DetailAiSettingsRequest, detailAiSettingsResponseSchema, EMBEDDING_SETTINGS_DEFAULTS } from 'shared-contracts';
import { testDatabase } from '../helper';
import { appWithTwoOwners, type OwnerClient, refusal } from './owner-client';

const OPENAI_KEY = 'sk-test-0123456789abcdefOPENAI';
const OTHER_KEY = 'sk-test-9876543210fedcbaOTHER';

const openai = (overrides: Partial<DetailAiSettingsRequest> = {}): DetailAiSettingsRequest => ({
  ...DETAIL_AI_SETTINGS_DEFAULTS,
  engine: { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'gpt-4o-mini' },
  system_prompt: '丁寧に答えてください。',
  temperature: 0.7,
  ...overrides,
});

/** What an agent whose settings were never saved reads: the defaults, the built-in embedding model, no keys. */
const NEVER_SAVED = {
  ...DETAIL_AI_SETTINGS_DEFAULTS,
  api_key_status: 'unset',
  embedding: EMBEDDING_SETTINGS_DEFAULTS,
  embedding_api_key_status: 'unset',
  updated_at: null,
};

describe(`detailed AI settings (${testDatabase})`, () => {
  const { t, owner, other } = appWithTwoOwners({}, { persistent: true });
  afterAll(async () => {
    // Whatever happened above, no answer ever carried a key.
    for (const body of t.sentBodies()) {
      expect(body).not.toContain(OPENAI_KEY);
      expect(body).not.toContain(OTHER_KEY);
    }
  });

  const status = async (client: OwnerClient) => detailAiSettingsResponseSchema.strict().parse((await client.get('detail-ai-settings')).json()).api_key_status;

  it('answers the defaults (built-in responder, no key) before the first save', async () => {
    expect((await owner.get('detail-ai-settings')).json()).toEqual(NEVER_SAVED);
  });

  it('stores a key write-only: the answer says 設定済み, never the key', async () => {
    const response = await owner.put('detail-ai-settings', { ...openai(), api_key: `  ${OPENAI_KEY}  ` });
    expect(response.statusCode).toBe(200);
    const body = detailAiSettingsResponseSchema.strict().parse(response.json());
    expect(body).toMatchObject({ engine: openai().engine, temperature: 0.7, api_key_status: 'set' });
    expect(response.body).not.toContain(OPENAI_KEY);
    expect(await status(owner)).toBe('set');
  });

  it('keeps the key encrypted at rest, in a column of its own', async () => {
    const result = (await t.app.database.db.execute(sql`select document::text as document, sealed_secret from agent_settings where kind = 'detail_ai'`)) as unknown as {
      rows: { document: string; sealed_secret: string }[];
    };
    expect(result.rows).toHaveLength(1);
    const [row] = result.rows;
    expect(row?.sealed_secret).toMatch(/^v1\./);
    expect(row?.sealed_secret).not.toContain(OPENAI_KEY);
    expect(row?.document).not.toContain(OPENAI_KEY);
    expect(row?.document).not.toContain('api_key');
  });

  it('keeps the key when saving without one for the same provider, also on a new path of the same origin', async () => {
    await owner.put('detail-ai-settings', openai({ temperature: 1.2 }));
    expect(await status(owner)).toBe('set');
    await owner.put('detail-ai-settings', openai({ engine: { type: 'openai_compatible', base_url: 'https://api.openai.com/v2/', model: 'gpt-4o' } }));
    expect(await status(owner)).toBe('set');
  });

  it('deletes the key on another engine type without a new key (a key belongs to its provider)', async () => {
    const response = await owner.put('detail-ai-settings', openai({ engine: { type: 'anthropic', model: 'claude-3-5-haiku-latest' } }));
    expect(response.json()).toMatchObject({ api_key_status: 'unset' });
  });

  it('deletes the key when the base URL moves to another host without a new key', async () => {
    await owner.put('detail-ai-settings', { ...openai(), api_key: OPENAI_KEY });
    const moved = await owner.put('detail-ai-settings', openai({ engine: { type: 'openai_compatible', base_url: 'https://llm.example.net/v1', model: 'gpt-4o-mini' } }));
    expect(moved.json()).toMatchObject({ api_key_status: 'unset' });
  });

  it('takes a new key with a switch of provider, deletes it on null, and keeps none for the built-in responder', async () => {
    const switched = await owner.put('detail-ai-settings', { ...openai({ engine: { type: 'anthropic', model: 'claude-3-5-haiku-latest' } }), api_key: OTHER_KEY });
    expect(switched.json()).toMatchObject({ api_key_status: 'set' });
    const cleared = await owner.put('detail-ai-settings', { ...openai({ engine: { type: 'anthropic', model: 'claude-3-5-haiku-latest' } }), api_key: null });
    expect(cleared.json()).toMatchObject({ api_key_status: 'unset' });
    const builtin = await owner.put('detail-ai-settings', { ...DETAIL_AI_SETTINGS_DEFAULTS, api_key: OTHER_KEY });
    expect(builtin.json()).toMatchObject({ engine: { type: 'builtin' }, api_key_status: 'unset' });
  });

  it.each([
    ['a temperature off the 0.1 grid', openai({ temperature: 0.25 }), 'temperature', '温度は0〜2の範囲で、0.1刻みで入力してください'],
    ['a temperature above 2', openai({ temperature: 2.1 }), 'temperature', '温度は0〜2の範囲で、0.1刻みで入力してください'],
    ['too long answers', openai({ max_answer_chars: 2001 }), 'max_answer_chars', '回答の最大文字数は50〜2000文字の整数で入力してください'],
    ['no knowledge passages', openai({ knowledge_passages: 0 }), 'knowledge_passages', '参照するナレッジの数は1〜10件の整数で入力してください'],
    ['too long a memory', openai({ memory_turns: 21 }), 'memory_turns', '会話の記憶は0〜20往復の整数で入力してください'],
    ['a base URL that is not http(s)', openai({ engine: { type: 'openai_compatible', base_url: 'ftp://x', model: 'm' } }), 'engine.base_url', 'ベースURLは http:// または https:// で始まるURLを入力してください（例: https://api.openai.com/v1）'],
    ['an empty model', openai({ engine: { type: 'anthropic', model: ' ' } }), 'engine.model', 'モデル名を入力してください'],
    ['a key with a space inside', { ...openai(), api_key: 'sk-abc def' }, 'api_key', 'APIキーに空白や改行は入れられません'],
    ['an empty key', { ...openai(), api_key: '' }, 'api_key', 'APIキーを入力してください'],
  ])('refuses %s with the message the form shows', async (_label, body, field, message) => {
    expect(refusal(await owner.put('detail-ai-settings', body))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });

  it("keeps one owner's settings and key from another", async () => {
    await owner.put('detail-ai-settings', { ...openai(), api_key: OPENAI_KEY });
    expect((await other.get('detail-ai-settings')).json()).toEqual(NEVER_SAVED);
  });

  it('keeps the settings and the key across a restart', async () => {
    const before = (await owner.get('detail-ai-settings')).json();
    await t.restart();
    expect((await owner.get('detail-ai-settings')).json()).toEqual(before);
    expect(await status(owner)).toBe('set');
  });
});
