import {
  VOICE_SETTINGS_DEFAULTS,
  VOICEVOX_ENGINE_DRAFT,
  browserVoiceParams,
  voiceSettingsRequestSchema as schema,
  voicevoxPreviewRequestSchema,
  voicevoxScales,
  voicevoxSpeakersQuerySchema,
} from '../../src';
import { expectAccepted, expectRefused, times } from '../chatsettings/expect-issues';

const valid = VOICE_SETTINGS_DEFAULTS;
const withField = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
const voicevox = { ...valid, engine: VOICEVOX_ENGINE_DRAFT };

describe('voiceSettingsRequestSchema', () => {
  it('starts with the browser voice in Japanese at natural scales', () => {
    expect(valid).toEqual({
      enabled: true,
      engine: { type: 'browser', voice_name: null, lang: 'ja-JP' },
      speed: 1,
      pitch: 0,
      intonation: 1,
      volume: 1,
    });
    expect(schema.parse(valid)).toEqual(valid);
  });

  it('takes a browser voice by name, or none (the first Japanese voice)', () => {
    expectAccepted(schema, withField({ engine: { type: 'browser', voice_name: 'Google 日本語', lang: 'ja-JP' } }));
    expectRefused(
      schema,
      withField({ engine: { type: 'browser', voice_name: times('a', 201), lang: 'ja-JP' } }),
      ['engine', 'voice_name'],
      '音声の名前は200文字以内で入力してください',
    );
  });

  it('takes a VOICEVOX engine with a style id', () => {
    expectAccepted(schema, voicevox);
    expectRefused(
      schema,
      { ...voicevox, engine: { ...VOICEVOX_ENGINE_DRAFT, engine_url: 'localhost:50021' } },
      ['engine', 'engine_url'],
      'エンジンのURLは http:// または https:// で始まるURLを入力してください（例: http://localhost:50021）',
    );
    for (const speaker_id of [-1, 1.5, null, '3']) {
      expectRefused(schema, { ...voicevox, engine: { ...VOICEVOX_ENGINE_DRAFT, speaker_id } }, ['engine', 'speaker_id'], '話者を選んでください');
    }
  });

  it('refuses an unknown engine', () =>
    expectRefused(schema, withField({ engine: { type: 'polly' } }), ['engine', 'type'], '音声エンジンを選んでください'));

  it.each([
    ['speed', 0.5, 2, '話す速さは0.5〜2.0の範囲で入力してください'],
    ['pitch', -1, 1, '声の高さは-1.0〜1.0の範囲で入力してください'],
    ['intonation', 0, 2, '抑揚は0.0〜2.0の範囲で入力してください'],
    ['volume', 0, 1, '音量は0.0〜1.0の範囲で入力してください'],
  ])('bounds %s to [%d, %d]', (field, min, max, message) => {
    expectAccepted(schema, withField({ [field]: min }));
    expectAccepted(schema, withField({ [field]: max }));
    expectAccepted(schema, withField({ [field]: (min + max) / 2 }));
    expectRefused(schema, withField({ [field]: min - 0.05 }), [field], message);
    expectRefused(schema, withField({ [field]: max + 0.05 }), [field], message);
  });

  it('asks for an emptied scale', () =>
    expectRefused(schema, withField({ speed: Number.NaN }), ['speed'], '話す速さを入力してください'));
});

describe('one voice scale for both engines', () => {
  it('maps the neutral pitch to each engine’s neutral', () => {
    expect(browserVoiceParams(valid)).toEqual({ rate: 1, pitch: 1, volume: 1 });
    expect(voicevoxScales(valid)).toEqual({ speedScale: 1, pitchScale: 0, intonationScale: 1, volumeScale: 1 });
  });
  it('maps the ends of the pitch scale to 0–2 (browser) and ±0.15 (VOICEVOX)', () => {
    expect(browserVoiceParams({ ...valid, pitch: -1 }).pitch).toBe(0);
    expect(browserVoiceParams({ ...valid, pitch: 1 }).pitch).toBe(2);
    expect(voicevoxScales({ ...valid, pitch: -1 }).pitchScale).toBe(-0.15);
    expect(voicevoxScales({ ...valid, pitch: 0.5 }).pitchScale).toBe(0.075);
  });
});

describe('VOICEVOX requests', () => {
  it('lists speakers of an http(s) engine URL only', () => {
    expectAccepted(voicevoxSpeakersQuerySchema, { engine_url: 'http://127.0.0.1:50021' });
    expect(voicevoxSpeakersQuerySchema.safeParse({ engine_url: 'file:///etc/passwd' }).success).toBe(false);
  });
  it('previews 1〜100 characters with VOICEVOX settings', () => {
    const { enabled: _enabled, ...scales } = voicevox;
    expectAccepted(voicevoxPreviewRequestSchema, { text: 'こんにちは', settings: scales });
    expectRefused(voicevoxPreviewRequestSchema, { text: times('あ', 101), settings: scales }, ['text'], '試聴する文章は100文字以内で入力してください');
    expectRefused(voicevoxPreviewRequestSchema, { text: ' ', settings: scales }, ['text'], '試聴する文章を入力してください');
    expect(voicevoxPreviewRequestSchema.safeParse({ text: 'a', settings: { ...scales, engine: valid.engine } }).success).toBe(false);
  });
});
