import { z } from 'zod';
import { boundedInt } from '../common/bounded-int';
import { switchSchema, timestampSchema } from '../common/entity';
import { httpUrlSchema } from '../common/http-url';
import { optionalText, requiredLine } from '../common/text-field';
import { SECRET_STATUS_LABELS, secretStatusSchema, writeOnlySecretSchema } from './fields/write-only-secret';

/**
 * GET / PUT /api/v1/detail-ai-settings: how the agent runtime composes an answer, and which model
 * embeds the knowledge for search by meaning.
 * The API key of an LLM provider is write-only (fields/write-only-secret.ts). It belongs to the
 * provider it was entered for: saving another engine type without a new key deletes the stored one,
 * so a key can never be sent to a provider it was not meant for. The embedding provider's key
 * (embedding_api_key) follows the same rule on its own.
 */

export const ENGINE_TYPES = ['builtin', 'openai_compatible', 'anthropic'] as const;
export type EngineType = (typeof ENGINE_TYPES)[number];
export const ENGINE_TYPE_LABELS: Record<EngineType, string> = {
  builtin: '内蔵のナレッジ応答（外部への通信なし）',
  openai_compatible: 'OpenAI互換API（OpenAI・Azure・Ollama・vLLMなど）',
  anthropic: 'Anthropic',
};

export const MODEL_NAME_MAX = 100;

export const engineSchema = z.discriminatedUnion(
  'type',
  [
    /** Answers from the knowledge data store alone, with no network and no key. */
    z.object({ type: z.literal('builtin') }),
    /** Any endpoint that speaks the OpenAI chat API; base_url ends before /chat/completions. */
    z.object({
      type: z.literal('openai_compatible'),
      base_url: httpUrlSchema('ベースURL', 'https://api.openai.com/v1'),
      model: requiredLine('モデル名', MODEL_NAME_MAX),
    }),
    z.object({ type: z.literal('anthropic'), model: requiredLine('モデル名', MODEL_NAME_MAX) }),
  ],
  { error: '回答エンジンを選んでください' },
);
export type Engine = z.infer<typeof engineSchema>;

export const API_KEY_MAX = 500;
export const apiKeySchema = z
  .string({ error: 'APIキーを入力してください' })
  .trim()
  .min(1, { error: 'APIキーを入力してください', abort: true })
  .max(API_KEY_MAX, { error: `APIキーは${API_KEY_MAX}文字以内で入力してください`, abort: true })
  .regex(/^\S+$/, { error: 'APIキーに空白や改行は入れられません' });

export const API_KEY_STATUS_LABELS = SECRET_STATUS_LABELS;

/**
 * Which model turns knowledge passages and visitors' questions into vectors for search by meaning
 * (検索に使う埋め込みモデル). The built-in model runs inside the API with no network; any endpoint that
 * speaks OpenAI's `POST /embeddings` may be named instead. Stored in its own settings row with its
 * own write-only key, which belongs to the origin of its base URL as the LLM key does.
 */
export const EMBEDDING_PROVIDER_TYPES = ['builtin', 'openai_compatible'] as const;
export type EmbeddingProviderType = (typeof EMBEDDING_PROVIDER_TYPES)[number];
export const EMBEDDING_PROVIDER_LABELS: Record<EmbeddingProviderType, string> = {
  builtin: '組み込みモデル（このサーバーの中で動作、外部への通信なし）',
  openai_compatible: 'OpenAI互換のAPI（OpenAI・Azure・Ollama・TEI・vLLMなど）',
};

/** Longer vectors than any common embedding model's (OpenAI's largest: 3,072) are refused at the save. */
export const EMBEDDING_DIMENSIONS_MAX = 4096;

const builtinEmbedding = z.object({ type: z.literal('builtin') });
/** base_url ends before /embeddings. */
const openAiEmbedding = z.object({
  type: z.literal('openai_compatible'),
  base_url: httpUrlSchema('ベースURL', 'https://api.openai.com/v1'),
  model: requiredLine('モデル名', MODEL_NAME_MAX),
});

/** What the owner chooses; the dimensions are measured by the API, never taken from the browser. */
export const embeddingProviderSchema = z.discriminatedUnion('type', [builtinEmbedding, openAiEmbedding], {
  error: '埋め込みモデルを選んでください',
});
export type EmbeddingProvider = z.infer<typeof embeddingProviderSchema>;

/** As stored and answered: an OpenAI-compatible provider with the length of its vectors, measured at the save. */
export const embeddingSettingsSchema = z.discriminatedUnion('type', [
  builtinEmbedding,
  openAiEmbedding.extend({ dimensions: z.number().int().min(1).max(EMBEDDING_DIMENSIONS_MAX) }),
]);
export type EmbeddingSettings = z.infer<typeof embeddingSettingsSchema>;

export const EMBEDDING_SETTINGS_DEFAULTS: EmbeddingSettings = { type: 'builtin' };

export const SYSTEM_PROMPT_MAX = 4000;
export const TEMPERATURE_MIN = 0;
export const TEMPERATURE_MAX = 2;
export const TEMPERATURE_STEP = 0.1;
export const MAX_ANSWER_CHARS_MIN = 50;
export const MAX_ANSWER_CHARS_MAX = 2000;
export const KNOWLEDGE_PASSAGES_MIN = 1;
export const KNOWLEDGE_PASSAGES_MAX = 10;
export const MEMORY_TURNS_MAX = 20;

const temperatureError = `温度は${TEMPERATURE_MIN}〜${TEMPERATURE_MAX}の範囲で、${TEMPERATURE_STEP}刻みで入力してください`;

const detailAiFields = {
  engine: engineSchema,
  /** Instructions for an LLM engine; the built-in responder has no use for them. */
  system_prompt: optionalText('システムプロンプト', SYSTEM_PROMPT_MAX),
  temperature: z
    .number({ error: temperatureError })
    .min(TEMPERATURE_MIN, { error: temperatureError })
    .max(TEMPERATURE_MAX, { error: temperatureError })
    // Not .multipleOf: in its JSON Schema form a validator divides in binary floating point and
    // refuses 0.3 (0.3 / 0.1 = 2.9999999999999996); the step is checked in tenths and described.
    .refine((n) => Math.abs(n / TEMPERATURE_STEP - Math.round(n / TEMPERATURE_STEP)) < 1e-9, { error: temperatureError })
    .meta({ description: `In steps of ${TEMPERATURE_STEP}` }),
  /** Characters as countChars counts them; the runtime cuts an answer at a sentence end before this. */
  max_answer_chars: boundedInt('回答の最大文字数', MAX_ANSWER_CHARS_MIN, MAX_ANSWER_CHARS_MAX, '文字'),
  /** On: when the knowledge has nothing relevant, the agent sends the fallback message instead of guessing. */
  answer_only_from_knowledge: switchSchema,
  /** How many knowledge passages the retrieval step hands to the answer engine. */
  knowledge_passages: boundedInt('参照するナレッジの数', KNOWLEDGE_PASSAGES_MIN, KNOWLEDGE_PASSAGES_MAX, '件'),
  /** Show the titles of the knowledge entries an answer came from. */
  citations: switchSchema,
  /** Earlier visitor/agent exchanges given to the engine with each question; 0 answers each on its own. */
  memory_turns: boundedInt('会話の記憶', 0, MEMORY_TURNS_MAX, '往復'),
};

export const detailAiSettingsRequestSchema = z.object({
  ...detailAiFields,
  api_key: writeOnlySecretSchema(apiKeySchema),
  /**
   * Absent: the stored embedding setting stays as it is (and its dimensions). Present: saved; an
   * OpenAI-compatible provider whose base URL or model changed (or that has no dimensions yet) is
   * asked for one vector first, and the save is refused (400 at the field) when that fails.
   */
  embedding: embeddingProviderSchema.optional(),
  /** The embedding provider's key, write-only like api_key and kept by the same rule. */
  embedding_api_key: writeOnlySecretSchema(apiKeySchema),
});
export type DetailAiSettingsRequest = z.input<typeof detailAiSettingsRequestSchema>;

/** Never carries the key: z.object drops any field it does not name, api_key included. */
export const detailAiSettingsResponseSchema = z.object({
  ...detailAiFields,
  api_key_status: secretStatusSchema,
  embedding: embeddingSettingsSchema,
  embedding_api_key_status: secretStatusSchema,
  /** The later save of the two documents (answering, embedding); null until either is saved. */
  updated_at: timestampSchema.nullable(),
});
export type DetailAiSettingsResponse = z.infer<typeof detailAiSettingsResponseSchema>;

export type DetailAiSettings = z.infer<z.ZodObject<typeof detailAiFields>>;

/** A fresh account answers at once, offline, from its own knowledge, and never guesses. */
export const DETAIL_AI_SETTINGS_DEFAULTS: DetailAiSettings = {
  engine: { type: 'builtin' },
  system_prompt:
    'あなたはこのサイトの案内役です。丁寧な日本語で、簡潔に答えてください。わからないことは推測せず、わからないと伝えてください。',
  temperature: 0.3,
  max_answer_chars: 400,
  answer_only_from_knowledge: true,
  knowledge_passages: 5,
  citations: false,
  memory_turns: 5,
};

/**
 * POST /api/v1/detail-ai-settings/connection-test: one small call to the provider with the settings on
 * screen, before they are saved. Without api_key the stored key is used (if its provider matches).
 */
export const connectionTestRequestSchema = z.object({
  engine: engineSchema,
  api_key: apiKeySchema.optional(),
});
export type ConnectionTestRequest = z.input<typeof connectionTestRequestSchema>;

/** `message` says in Japanese what happened and, on failure, what to check. */
export const connectionTestResponseSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
});
export type ConnectionTestResponse = z.infer<typeof connectionTestResponseSchema>;

/**
 * POST /api/v1/detail-ai-settings/embedding-connection-test: embeds one short Japanese text with the
 * embedding provider on screen, before it is saved. Without api_key the stored embedding key is used
 * (if the base URL's origin matches).
 */
export const embeddingConnectionTestRequestSchema = z.object({
  embedding: embeddingProviderSchema,
  api_key: apiKeySchema.optional(),
});
export type EmbeddingConnectionTestRequest = z.input<typeof embeddingConnectionTestRequestSchema>;

/** `dimensions`: the length of the vector the provider answered, when ok (none for the built-in model). */
export const embeddingConnectionTestResponseSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  dimensions: z.number().int().min(1).optional(),
});
export type EmbeddingConnectionTestResponse = z.infer<typeof embeddingConnectionTestResponseSchema>;
