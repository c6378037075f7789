import { DETAIL_AI_SETTINGS_DEFAULTS, BASIC_AGENT_SETTINGS_DEFAULTS } from 'shared-contracts';
import { buildPrompt, visitorAddress } from '#src/domains/agent/llm/build-prompt';
import { selectModel } from '#src/domains/agent/llm/select-model';

describe('provider selection', () => {
  const options = { apiKey: 'sk-1', anthropicBaseUrl: 'https://api.anthropic.com' };

  it('answers with the built-in responder when no provider is configured', () => {
    expect(selectModel({ type: 'builtin' }, options)).toBeNull();
  });

  it('builds an OpenAI-compatible model for any base URL, with or without a key', () => {
    const chosen = selectModel({ type: 'openai_compatible', base_url: 'http://127.0.0.1:11434/v1/', model: 'llama3' }, { ...options, apiKey: null });
    expect(chosen?.label).toBe('openai-compatible/llama3');
    expect(typeof chosen?.model === 'object' && chosen.model.modelId).toBe('llama3');
  });

  it('builds an Anthropic model only with a key', () => {
    const chosen = selectModel({ type: 'anthropic', model: 'claude-sonnet-4-5' }, options);
    expect(chosen?.label).toBe('anthropic/claude-sonnet-4-5');
    expect(typeof chosen?.model === 'object' && chosen.model.provider).toContain('anthropic');
    expect(selectModel({ type: 'anthropic', model: 'claude-sonnet-4-5' }, { ...options, apiKey: null })).toBeNull();
  });
});

describe('prompt', () => {
  it('speaks as the persona, addresses the visitor as the owner says, and carries instructions, passages and memory', () => {
    const basic = { ...BASIC_AGENT_SETTINGS_DEFAULTS, name: 'ミカ', persona: { tone: 'casual' as const, first_person: 'ボク', visitor_address: '{visitor_name}さん' } };
    expect(visitorAddress(basic, '山田')).toBe('山田さん');
    expect(visitorAddress(basic, null)).toBe('お客様');
    const prompt = buildPrompt({
      basic,
      detailAi: { ...DETAIL_AI_SETTINGS_DEFAULTS, system_prompt: '絵文字は使わないでください。' },
      visitorName: '山田',
      passages: [{ passageId: 'p', itemId: 'i', itemTitle: '送料', itemType: 'article', heading: '送料', text: '送料は500円です。', score: 3 }],
      memory: [
        { role: 'visitor', text: 'こんにちは' },
        { role: 'agent', text: 'こんにちは！' },
      ],
      question: '送料は？',
    });
    expect(prompt.system).toContain('「ミカ」');
    expect(prompt.system).toContain('一人称は「ボク」、相手のことは「山田さん」');
    expect(prompt.system).toContain('くだけた口調');
    expect(prompt.system).toContain('絵文字は使わないでください。');
    expect(prompt.system).toContain('送料は500円です。');
    expect(prompt.messages).toEqual([
      { role: 'user', content: 'こんにちは' },
      { role: 'assistant', content: 'こんにちは！' },
      { role: 'user', content: '送料は？' },
    ]);
  });

  it("carries the agent's description and answers in its language", () => {
    const base = { detailAi: DETAIL_AI_SETTINGS_DEFAULTS, visitorName: null, passages: [], memory: [], question: 'hours?' };
    const english = buildPrompt({ ...base, basic: { ...BASIC_AGENT_SETTINGS_DEFAULTS, description: '北欧家具の店「もりのね」の案内係です。', language: 'en' } });
    expect(english.system).toContain('北欧家具の店「もりのね」の案内係です。');
    expect(english.system).toContain('Answer in English.');
    expect(english.system).not.toContain('日本語で答えてください。');
    const japanese = buildPrompt({ ...base, basic: BASIC_AGENT_SETTINGS_DEFAULTS });
    expect(japanese.system).toContain('日本語で答えてください。');
    expect(japanese.system).toContain('「お客様」');
  });
});
