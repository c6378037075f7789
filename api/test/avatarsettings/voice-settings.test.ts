import { VOICE_SETTINGS_DEFAULTS, type VoiceSettings, voiceSettingsResponseSchema } from 'shared-contracts';
import { appWithTwoOwners, refusal } from '../chatsettings/owner-client';
import { testDatabase } from '../helper';

const BROWSER: VoiceSettings = {
  enabled: true,
  engine: { type: 'browser', voice_name: 'Google 日本語', lang: 'ja-JP' },
  speed: 1.25,
  pitch: -0.3,
  intonation: 1.5,
  volume: 0.8,
};
const VOICEVOX: VoiceSettings = {
  ...BROWSER,
  engine: { type: 'voicevox', engine_url: 'https://voicevox.example.com', speaker_id: 2, speaker_name: '四国めたん', style_name: 'ノーマル' },
};

describe(`voice settings (${testDatabase})`, () => {
  const { t, owner, other } = appWithTwoOwners();

  it('answers the browser voice at natural scales before the first save', async () => {
    const response = await owner.get('voice-settings');
    expect(response.statusCode).toBe(200);
    expect(voiceSettingsResponseSchema.strict().parse(response.json())).toEqual({ ...VOICE_SETTINGS_DEFAULTS, updated_at: null });
  });

  it.each([
    ['the browser voice', BROWSER],
    ['a VOICEVOX engine', VOICEVOX],
    ['voice switched off, no voice chosen', { ...BROWSER, enabled: false, engine: { type: 'browser', voice_name: null, lang: 'en-US' } }],
  ])('saves %s and answers it back', async (_label, settings) => {
    const response = await owner.put('voice-settings', settings);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...settings, updated_at: expect.any(String) });
    expect((await owner.get('voice-settings')).json()).toEqual(response.json());
  });

  it.each([
    ['speed 2.1', { speed: 2.1 }, 'speed', '話す速さは0.5〜2.0の範囲で入力してください'],
    ['pitch -1.1', { pitch: -1.1 }, 'pitch', '声の高さは-1.0〜1.0の範囲で入力してください'],
    ['intonation 2.5', { intonation: 2.5 }, 'intonation', '抑揚は0.0〜2.0の範囲で入力してください'],
    ['volume 1.2', { volume: 1.2 }, 'volume', '音量は0.0〜1.0の範囲で入力してください'],
    ['an engine URL without a scheme', { engine: { ...VOICEVOX.engine, engine_url: 'localhost:50021' } }, 'engine.engine_url', 'エンジンのURLは http:// または https:// で始まるURLを入力してください（例: http://localhost:50021）'],
    ['no speaker', { engine: { ...VOICEVOX.engine, speaker_id: null } }, 'engine.speaker_id', '話者を選んでください'],
  ])('refuses %s with the message the form shows', async (_label, change, field, message) => {
    const response = await owner.put('voice-settings', { ...VOICEVOX, ...change });
    expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });

  it("keeps one owner's voice from another", async () => {
    await owner.put('voice-settings', VOICEVOX);
    expect((await other.get('voice-settings')).json()).toEqual({ ...VOICE_SETTINGS_DEFAULTS, updated_at: null });
    await other.put('voice-settings', BROWSER);
    expect((await owner.get('voice-settings')).json()).toMatchObject(VOICEVOX);
  });

  it('needs a signed-in owner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/voice-settings' })).statusCode).toBe(401);
  });
});
