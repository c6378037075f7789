import {
  API_KEY_STATUS_LABELS,
  DETAIL_AI_SETTINGS_DEFAULTS,
  EMBEDDING_DIMENSIONS_MAX,
  EMBEDDING_PROVIDER_LABELS,
  EMBEDDING_SETTINGS_DEFAULTS,
  ENGINE_TYPE_LABELS,
  embeddingConnectionTestRequestSchema,
  embeddingConnectionTestResponseSchema,
  connectionTestRequestSchema,
  connectionTestResponseSchema,
  detailAiSettingsRequestSchema as schema,
  detailAiSettingsResponseSchema,
} from '../../src';
import { expectAccepted, expectRefused, times } from './expect-issues';

const valid = DETAIL_AI_SETTINGS_DEFAULTS;
const withField = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
const openai = { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'gpt-4o-mini' };

describe('detailAiSettingsRequestSchema', () => {
  it('accepts the defaults of a fresh account: built-in, offline, knowledge only', () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(valid.engine).toEqual({ type: 'builtin' });
    expect(valid.answer_only_from_knowledge).toBe(true);
  });

  describe('engine', () => {
    it('labels the three engines', () => {
      expect(Object.keys(ENGINE_TYPE_LABELS)).toEqual(['builtin', 'openai_compatible', 'anthropic']);
      expect(ENGINE_TYPE_LABELS.builtin).toBe('内蔵のナレッジ応答（外部への通信なし）');
    });
    it.each([
      { type: 'builtin' },
      openai,
      { type: 'openai_compatible', base_url: 'http://localhost:11434/v1', model: 'llama3.1' },
      { type: 'anthropic', model: 'claude-sonnet-4-5' },
    ])('accepts %j', (engine) => {
      expect(schema.parse(withField({ engine })).engine).toEqual(engine);
    });
    it('drops fields another engine type would use', () => {
      expect(schema.parse(withField({ engine: { type: 'builtin', model: 'x' } })).engine).toEqual({ type: 'builtin' });
    });
    it('refuses an unknown engine type', () =>
      expectRefused(schema, withField({ engine: { type: 'gemini' } }), ['engine', 'type'], '回答エンジンを選んでください'));
    it('asks an OpenAI-compatible engine for its base URL and model', () => {
      expectRefused(schema, withField({ engine: { ...openai, base_url: '' } }), ['engine', 'base_url'], 'ベースURLを入力してください');
      expectRefused(
        schema,
        withField({ engine: { ...openai, base_url: 'api.openai.com/v1' } }),
        ['engine', 'base_url'],
        'ベースURLは http:// または https:// で始まるURLを入力してください（例: https://api.openai.com/v1）',
      );
      expectRefused(
        schema,
        withField({ engine: { ...openai, base_url: 'https://key:secret@api.example.com/v1' } }),
        ['engine', 'base_url'],
        'ベースURLにユーザー名やパスワードを含めないでください',
      );
      expectRefused(schema, withField({ engine: { ...openai, model: undefined } }), ['engine', 'model'], 'モデル名を入力してください');
    });
    it('bounds the model name at 100 characters', () => {
      expectAccepted(schema, withField({ engine: { type: 'anthropic', model: times('m', 100) } }));
      expectRefused(
        schema,
        withField({ engine: { type: 'anthropic', model: times('m', 101) } }),
        ['engine', 'model'],
        'モデル名は100文字以内で入力してください',
      );
    });
  });

  describe('api_key (write-only)', () => {
    it('keeps the stored key when absent, clears it with null, replaces it with a string', () => {
      expect('api_key' in schema.parse(valid)).toBe(false);
      expect(schema.parse(withField({ api_key: null })).api_key).toBeNull();
      expect(schema.parse(withField({ api_key: '  sk-abc123  ' })).api_key).toBe('sk-abc123');
    });
    it('accepts 500 characters and refuses 501', () => {
      expectAccepted(schema, withField({ api_key: times('k', 500) }));
      expectRefused(schema, withField({ api_key: times('k', 501) }), ['api_key'], 'APIキーは500文字以内で入力してください');
    });
    it('refuses an empty key (absent means keep, null means delete)', () =>
      expectRefused(schema, withField({ api_key: '' }), ['api_key'], 'APIキーを入力してください'));
    it('refuses spaces or line breaks inside the key', () =>
      expectRefused(schema, withField({ api_key: 'sk-abc\n123' }), ['api_key'], 'APIキーに空白や改行は入れられません'));
  });

  describe('system_prompt (0〜4000 characters)', () => {
    it('accepts empty and 4000 characters', () => {
      expectAccepted(schema, withField({ system_prompt: '' }));
      expectAccepted(schema, withField({ system_prompt: times('指', 4000) }));
    });
    it('refuses 4001 characters', () =>
      expectRefused(
        schema,
        withField({ system_prompt: times('指', 4001) }),
        ['system_prompt'],
        'システムプロンプトは4000文字以内で入力してください',
      ));
  });

  describe('temperature (0〜2, step 0.1)', () => {
    it.each([0, 0.1, 0.3, 0.7, 1, 1.1, 1.9, 2])('accepts %d', (temperature) => expectAccepted(schema, withField({ temperature })));
    it.each([-0.1, 2.1, 0.15, 1.05, '1', null])('refuses %j', (temperature) =>
      expectRefused(schema, withField({ temperature }), ['temperature'], '温度は0〜2の範囲で、0.1刻みで入力してください'));
  });

  it.each([
    ['max_answer_chars', 50, 2000, '回答の最大文字数は50〜2000文字の整数で入力してください'],
    ['knowledge_passages', 1, 10, '参照するナレッジの数は1〜10件の整数で入力してください'],
    ['memory_turns', 0, 20, '会話の記憶は0〜20往復の整数で入力してください'],
  ] as const)('bounds %s at %i〜%i', (field, min, max, message) => {
    expectAccepted(schema, withField({ [field]: min }));
    expectAccepted(schema, withField({ [field]: max }));
    expectRefused(schema, withField({ [field]: min - 1 }), [field], message);
    expectRefused(schema, withField({ [field]: max + 1 }), [field], message);
    expectRefused(schema, withField({ [field]: min + 0.5 }), [field], message);
  });

  it.each(['answer_only_from_knowledge', 'citations'])('takes %s as a boolean only', (field) =>
    expectRefused(schema, withField({ [field]: 1 }), [field], 'オンかオフを選んでください'));
});

describe('embedding (検索に使う埋め込みモデル)', () => {
  const embedding = { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'text-embedding-3-small' };

  it('is optional (absent keeps the stored one) and defaults to the built-in model', () => {
    expect('embedding' in schema.parse(valid)).toBe(false);
    expect(EMBEDDING_SETTINGS_DEFAULTS).toEqual({ type: 'builtin' });
    expect(Object.keys(EMBEDDING_PROVIDER_LABELS)).toEqual(['builtin', 'openai_compatible']);
  });
  it.each([{ type: 'builtin' }, embedding, { type: 'openai_compatible', base_url: 'http://localhost:11434/v1', model: 'nomic-embed-text' }])(
    'accepts %j',
    (value) => expect(schema.parse(withField({ embedding: value })).embedding).toEqual(value),
  );
  it('never takes dimensions from the browser', () => {
    expect(schema.parse(withField({ embedding: { ...embedding, dimensions: 3 } })).embedding).toEqual(embedding);
  });
  it('refuses Anthropic and unknown types, and asks for the base URL and model', () => {
    expectRefused(schema, withField({ embedding: { type: 'anthropic', model: 'x' } }), ['embedding', 'type'], '埋め込みモデルを選んでください');
    expectRefused(schema, withField({ embedding: { ...embedding, base_url: '' } }), ['embedding', 'base_url'], 'ベースURLを入力してください');
    expectRefused(
      schema,
      withField({ embedding: { ...embedding, base_url: 'file:///etc/passwd' } }),
      ['embedding', 'base_url'],
      'ベースURLは http:// または https:// で始まるURLを入力してください（例: https://api.openai.com/v1）',
    );
    expectRefused(schema, withField({ embedding: { ...embedding, model: ' ' } }), ['embedding', 'model'], 'モデル名を入力してください');
  });
  it('takes its own write-only key by the rules of api_key', () => {
    expect(schema.parse(withField({ embedding_api_key: ' sk-e ' })).embedding_api_key).toBe('sk-e');
    expect(schema.parse(withField({ embedding_api_key: null })).embedding_api_key).toBeNull();
    expectRefused(schema, withField({ embedding_api_key: '' }), ['embedding_api_key'], 'APIキーを入力してください');
    expectRefused(schema, withField({ embedding_api_key: 'sk a' }), ['embedding_api_key'], 'APIキーに空白や改行は入れられません');
  });
  it('tests a connection with the provider on screen and answers its dimensions', () => {
    expectAccepted(embeddingConnectionTestRequestSchema, { embedding });
    expectAccepted(embeddingConnectionTestRequestSchema, { embedding, api_key: 'sk-abc' });
    expectRefused(embeddingConnectionTestRequestSchema, { embedding: { type: 'x' } }, ['embedding', 'type'], '埋め込みモデルを選んでください');
    expect(embeddingConnectionTestResponseSchema.parse({ ok: true, message: 'ok', dimensions: 1536 })).toEqual({ ok: true, message: 'ok', dimensions: 1536 });
    expect(embeddingConnectionTestResponseSchema.safeParse({ ok: true, message: 'ok', dimensions: 0 }).success).toBe(false);
  });
});

describe('detailAiSettingsResponseSchema', () => {
  const stored = {
    ...valid,
    engine: openai,
    api_key_status: 'set',
    embedding: { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'text-embedding-3-small', dimensions: 1536 },
    embedding_api_key_status: 'set',
    updated_at: '2026-11-21T00:00:00.000Z',
  };

  it('answers the embedding provider with its measured dimensions, bounded', () => {
    expect(detailAiSettingsResponseSchema.parse(stored).embedding).toEqual(stored.embedding);
    expect(detailAiSettingsResponseSchema.safeParse({ ...stored, embedding: { ...stored.embedding, dimensions: EMBEDDING_DIMENSIONS_MAX + 1 } }).success).toBe(false);
  });
  it('never carries the embedding key either', () => {
    const answer = detailAiSettingsResponseSchema.parse({ ...stored, embedding_api_key: 'sk-emb-SECRET', embedding: { ...stored.embedding, api_key: 'sk-emb-SECRET' } });
    expect(JSON.stringify(answer)).not.toContain('SECRET');
    expect(answer.embedding_api_key_status).toBe('set');
  });

  it('never carries the key, even when the API hands it one', () => {
    const answer = detailAiSettingsResponseSchema.parse({ ...stored, api_key: 'sk-live-SECRET', apiKey: 'sk-live-SECRET' });
    expect(answer).not.toHaveProperty('api_key');
    expect(JSON.stringify(answer)).not.toContain('SECRET');
    expect(answer.api_key_status).toBe('set');
  });
  it('says only 設定済み or 未設定', () => {
    expect(API_KEY_STATUS_LABELS).toEqual({ set: '設定済み', unset: '未設定' });
    expect(detailAiSettingsResponseSchema.safeParse({ ...stored, api_key_status: 'sk-live-SECRET' }).success).toBe(false);
  });
});

describe('connection test', () => {
  it('takes the engine on screen and an optional new key', () => {
    expectAccepted(connectionTestRequestSchema, { engine: openai });
    expectAccepted(connectionTestRequestSchema, { engine: openai, api_key: 'sk-abc' });
    expectRefused(connectionTestRequestSchema, { engine: openai, api_key: null }, ['api_key'], 'APIキーを入力してください');
    expectRefused(connectionTestRequestSchema, { engine: { type: 'x' } }, ['engine', 'type'], '回答エンジンを選んでください');
  });
  it('answers ok and a Japanese message', () => {
    const answer = { ok: false, message: 'APIキーが正しくありません。プロバイダーの管理画面でキーを確認してください。' };
    expect(connectionTestResponseSchema.parse(answer)).toEqual(answer);
    expect(connectionTestResponseSchema.safeParse({ ok: 'no', message: '' }).success).toBe(false);
  });
});
