import { formValuesOf, providerIdentity, sameEmbeddingModel } from './form-values';

describe('formValuesOf', () => {
  it('leaves the key absent so a save keeps the stored one', () => {
    const values = formValuesOf({
      engine: { type: 'anthropic', model: 'claude-sonnet-4-5' },
      system_prompt: '',
      temperature: 0.3,
      max_answer_chars: 400,
      answer_only_from_knowledge: true,
      knowledge_passages: 5,
      citations: false,
      memory_turns: 5,
      api_key_status: 'set',
      embedding: { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'text-embedding-3-small', dimensions: 1536 },
      embedding_api_key_status: 'set',
      updated_at: null,
    });
    expect(values.api_key).toBeUndefined();
    expect(values.embedding_api_key).toBeUndefined();
    expect(values).not.toHaveProperty('api_key_status');
    expect(values).not.toHaveProperty('embedding_api_key_status');
    expect(values).not.toHaveProperty('updated_at');
    // The dimensions are measured by the API, never sent by the browser.
    expect(values.embedding).toEqual({ type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'text-embedding-3-small' });
  });
});

describe('sameEmbeddingModel', () => {
  const saved = { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'text-embedding-3-small', dimensions: 1536 } as const;
  it('holds for the same base URL (trailing slashes aside) and model', () => {
    expect(sameEmbeddingModel(saved, 'openai_compatible', 'https://api.openai.com/v1/', 'text-embedding-3-small')).toBe(true);
    expect(sameEmbeddingModel(saved, 'openai_compatible', 'https://api.openai.com/v1', 'text-embedding-3-large')).toBe(false);
    expect(sameEmbeddingModel(saved, 'openai_compatible', 'http://localhost:11434/v1', 'text-embedding-3-small')).toBe(false);
    expect(sameEmbeddingModel(saved, 'builtin', undefined, undefined)).toBe(false);
    expect(sameEmbeddingModel({ type: 'builtin' }, 'builtin', undefined, undefined)).toBe(true);
  });
});

describe('providerIdentity', () => {
  it('ties an OpenAI-compatible key to the origin only', () => {
    expect(providerIdentity('openai_compatible', 'https://api.openai.com/v1')).toBe(
      providerIdentity('openai_compatible', 'https://API.openai.com/v2/'),
    );
    expect(providerIdentity('openai_compatible', 'https://api.openai.com/v1')).not.toBe(
      providerIdentity('openai_compatible', 'https://evil.example/v1'),
    );
    expect(providerIdentity('anthropic', undefined)).not.toBe(providerIdentity('openai_compatible', 'https://api.anthropic.com'));
  });
});
