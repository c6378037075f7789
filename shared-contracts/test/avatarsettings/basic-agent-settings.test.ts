import {
  BASIC_AGENT_SETTINGS_DEFAULTS,
  FIRST_PERSON_PRESETS,
  MESSAGE_VARIABLE_SAMPLES,
  PERSONA_TONE_LABELS,
  VISITOR_ADDRESS_PRESETS,
  basicAgentSettingsRequestSchema as schema,
  basicAgentSettingsResponseSchema,
  fillVariables,
} from '../../src';
import { expectAccepted, expectRefused, times } from '../chatsettings/expect-issues';

const valid = BASIC_AGENT_SETTINGS_DEFAULTS;
const withField = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
const withPersona = (patch: Record<string, unknown>) => ({ ...valid, persona: { ...valid.persona, ...patch } });

describe('basicAgentSettingsRequestSchema', () => {
  it('accepts the defaults, whose greeting names the agent', () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(fillVariables(valid.greeting, { ...MESSAGE_VARIABLE_SAMPLES, agent_name: valid.name })).toBe(
      'こんにちは、AIアシスタントです。なんでも聞いてくださいね。',
    );
  });

  it('needs a name of 1〜30 characters on one line', () => {
    expectAccepted(schema, withField({ name: times('名', 30) }));
    expectRefused(schema, withField({ name: times('名', 31) }), ['name'], 'エージェント名は30文字以内で入力してください');
    expectRefused(schema, withField({ name: '  ' }), ['name'], 'エージェント名を入力してください');
    expectRefused(schema, withField({ name: 'AI\nさん' }), ['name'], 'エージェント名に改行は入れられません');
  });

  it('takes a description of up to 200 characters', () => {
    expectAccepted(schema, withField({ description: '' }));
    expectAccepted(schema, withField({ description: times('説', 200) }));
    expectRefused(schema, withField({ description: times('説', 201) }), ['description'], '説明は200文字以内で入力してください');
  });

  describe('persona', () => {
    it('offers three tones labelled in Japanese', () => {
      expect(PERSONA_TONE_LABELS).toEqual({ polite: '丁寧', friendly: 'フレンドリー', casual: 'カジュアル' });
      expectRefused(schema, withPersona({ tone: 'rude' }), ['persona', 'tone'], '話し方を選んでください');
    });
    it('takes the usual first persons and one of the owner’s own up to 10 characters', () => {
      expect(FIRST_PERSON_PRESETS).toEqual(['私', 'わたし', '僕']);
      expectAccepted(schema, withPersona({ first_person: 'わたくし' }));
      expectAccepted(schema, withPersona({ first_person: times('俺', 10) }));
      expectRefused(schema, withPersona({ first_person: times('俺', 11) }), ['persona', 'first_person'], '一人称は10文字以内で入力してください');
      expectRefused(schema, withPersona({ first_person: '' }), ['persona', 'first_person'], '一人称を入力してください');
    });
    it('addresses visitors as お客様, by name, or the owner’s way with {visitor_name} only', () => {
      expect(VISITOR_ADDRESS_PRESETS).toEqual(['お客様', '{visitor_name}さん']);
      expectAccepted(schema, withPersona({ visitor_address: '{visitor_name}様' }));
      expectAccepted(schema, withPersona({ visitor_address: 'みなさま' }));
      expectRefused(
        schema,
        withPersona({ visitor_address: '{agent_name}さん' }),
        ['persona', 'visitor_address'],
        '訪問者の呼び方で使える変数は {visitor_name} だけです',
      );
    });
  });

  it('speaks Japanese by default, English allowed', () => {
    expect(valid.language).toBe('ja');
    expectAccepted(schema, withField({ language: 'en' }));
    expectRefused(schema, withField({ language: 'fr' }), ['language'], '言語を選んでください');
  });

  it('takes a greeting of up to 200 characters with the message variables', () => {
    expectAccepted(schema, withField({ greeting: '{visitor_name}さん、{date} {time}です。{agent_name}がご案内します。' }));
    expectAccepted(schema, withField({ greeting: times('あ', 200) }));
    expectRefused(schema, withField({ greeting: times('あ', 201) }), ['greeting'], 'あいさつは200文字以内で入力してください');
    expectRefused(
      schema,
      withField({ greeting: '{名前}さん、こんにちは' }),
      ['greeting'],
      '使えない変数があります: {名前}。使える変数は {agent_name} {visitor_name} {date} {time} です',
    );
  });
});

describe('basicAgentSettingsResponseSchema', () => {
  it('answers with updated_at', () => {
    expectAccepted(basicAgentSettingsResponseSchema, { ...valid, updated_at: null });
  });
});
