import { EMOTION_STATES_DEFAULTS, type EmotionState, emotionStatesResponseSchema } from 'shared-contracts';
import { type OwnerClient, ownerClient, refusal } from '../chatsettings/owner-client';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';
import { mediaClient } from '../media/media-client';
import { handmadePng } from '../media/media-fixtures';

const THINKING: EmotionState = {
  key: 'custom_thinking01',
  label: '考え中',
  image_media_id: null,
  trigger_words: ['うーん', '考えます'],
  enabled: true,
};
const SHY: EmotionState = { ...THINKING, key: 'custom_shy0000001', label: '照れ', trigger_words: ['かわいい'] };
const builtins = EMOTION_STATES_DEFAULTS.emotions;

describe(`emotion states (${testDatabase})`, () => {
  let t: TestContext;
  let owner: OwnerClient;
  let other: OwnerClient;
  let ownerSession: OwnerSession;
  beforeAll(async () => {
    t = await createTestContext();
    ownerSession = await t.ownerSession();
    owner = ownerClient(t, ownerSession);
    other = ownerClient(t, await t.ownerSession());
  });
  afterAll(() => t?.close());

  it('answers the five built-in emotions before the first save', async () => {
    const response = await owner.get('emotion-states');
    expect(response.statusCode).toBe(200);
    const body = emotionStatesResponseSchema.strict().parse(response.json());
    expect(body).toEqual({ ...EMOTION_STATES_DEFAULTS, updated_at: null });
    expect(body.emotions.map((e) => e.label)).toEqual(['通常', '喜び', '怒り', '悲しみ', '驚き']);
  });

  it('adds owner-added emotions with their keys, in the order given', async () => {
    const smile = await mediaClient(t, ownerSession).uploadOk(handmadePng(4, 4), 'smile.png');
    const edited = [
      ...builtins.map((e) => (e.key === 'joy' ? { ...e, trigger_words: ['ありがとう', '最高'], image_media_id: smile.id } : e)),
      THINKING,
      SHY,
    ];
    const response = await owner.put('emotion-states', { emotions: edited });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ emotions: edited, updated_at: expect.any(String) });
    expect((await owner.get('emotion-states')).json<{ emotions: EmotionState[] }>().emotions.map((e) => e.key)).toEqual([
      'neutral',
      'joy',
      'anger',
      'sorrow',
      'surprise',
      THINKING.key,
      SHY.key,
    ]);
  });

  it('deletes an owner-added emotion by saving the list without it', async () => {
    const current = (await owner.get('emotion-states')).json<{ emotions: EmotionState[] }>().emotions;
    const response = await owner.put('emotion-states', { emotions: current.filter((e) => e.key !== THINKING.key) });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ emotions: EmotionState[] }>().emotions.map((e) => e.key)).toEqual([
      'neutral',
      'joy',
      'anger',
      'sorrow',
      'surprise',
      SHY.key,
    ]);
  });

  it('refuses to delete a built-in emotion and keeps the stored list', async () => {
    const before = (await owner.get('emotion-states')).json();
    const response = await owner.put('emotion-states', { emotions: builtins.filter((e) => e.key !== 'anger') });
    expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { emotions: '基本の感情（怒り）は削除できません' } });
    expect((await owner.get('emotion-states')).json()).toEqual(before);
  });

  it.each([
    ['a 21-character name', [...builtins, { ...THINKING, label: 'あ'.repeat(21) }], 'emotions.5.label', '感情の名前は20文字以内で入力してください'],
    ['a renamed built-in', builtins.map((e, i) => (i === 4 ? { ...e, label: 'びっくり' } : e)), 'emotions.4.label', '基本の感情の名前は変更できません'],
    ['a 31-character trigger word', [...builtins, { ...THINKING, trigger_words: ['あ'.repeat(31)] }], 'emotions.5.trigger_words.0', 'トリガーワードは30文字以内で入力してください'],
    ['51 trigger words', [...builtins, { ...THINKING, trigger_words: Array.from({ length: 51 }, (_, i) => `w${i}`) }], 'emotions.5.trigger_words', 'トリガーワードは50個までです'],
    ['the same key twice', [...builtins, THINKING, { ...SHY, key: THINKING.key }], 'emotions.6.key', '同じキーの感情がすでにあります'],
    ['neutral switched off', builtins.map((e, i) => (i === 0 ? { ...e, enabled: false } : e)), 'emotions.0.enabled', '通常の表情はオフにできません'],
  ])('refuses %s at the path the form names', async (_label, emotions, field, message) => {
    const response = await owner.put('emotion-states', { emotions });
    expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });

  it("refuses an image id that is not in the owner's media library, at the emotion it names", async () => {
    const emotions = [...builtins, { ...THINKING, image_media_id: '0b5c1d0e-7a51-4c8e-9d55-3f0f1a2b3c4d' }];
    expect(refusal(await owner.put('emotion-states', { emotions }))).toEqual({
      status: 400,
      code: 'validation_error',
      fields: { 'emotions.5.image_media_id': 'この画像はメディアライブラリに見つかりません。削除された可能性があります。画像を選び直してください' },
    });
  });

  it("keeps one owner's emotions from another", async () => {
    expect((await other.get('emotion-states')).json()).toEqual({ ...EMOTION_STATES_DEFAULTS, updated_at: null });
    await other.put('emotion-states', { emotions: [...builtins, { ...THINKING, label: 'ほかのオーナー' }] });
    const mine = (await owner.get('emotion-states')).json<{ emotions: EmotionState[] }>().emotions;
    expect(mine.map((e) => e.label)).not.toContain('ほかのオーナー');
  });

  it('needs a signed-in owner', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/emotion-states', payload: EMOTION_STATES_DEFAULTS })).statusCode).toBe(401);
  });
});
