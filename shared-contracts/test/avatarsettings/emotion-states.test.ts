import {
  BUILTIN_EMOTION_KEYS,
  BUILTIN_EMOTION_LABELS,
  EMOTION_STATES_DEFAULTS,
  emotionStatesRequestSchema as schema,
  newCustomEmotionKey,
  type EmotionState,
} from '../../src';
import { expectAccepted, expectRefused, times } from '../chatsettings/expect-issues';

const valid = EMOTION_STATES_DEFAULTS;
const custom = (patch: Partial<EmotionState> = {}): EmotionState => ({
  key: 'custom_thinking',
  label: '考え中',
  image_media_id: null,
  trigger_words: ['うーん'],
  enabled: true,
  ...patch,
});
const withEmotions = (emotions: unknown[]) => ({ emotions });
const at = (index: number, patch: Partial<EmotionState>) =>
  withEmotions(valid.emotions.map((e, i) => (i === index ? { ...e, ...patch } : e)));

describe('emotionStatesRequestSchema', () => {
  it('starts with the five built-in emotions, labelled in Japanese', () => {
    expect(valid.emotions.map((e) => [e.key, e.label])).toEqual([
      ['neutral', '通常'],
      ['joy', '喜び'],
      ['anger', '怒り'],
      ['sorrow', '悲しみ'],
      ['surprise', '驚き'],
    ]);
    expect(schema.parse(valid)).toEqual(valid);
  });

  it('adds and removes owner-added emotions', () => {
    expectAccepted(schema, withEmotions([...valid.emotions, custom()]));
    expectAccepted(schema, withEmotions([...valid.emotions, custom(), custom({ key: 'custom_shy', label: '照れ' })]));
  });

  it.each(BUILTIN_EMOTION_KEYS)('refuses a list without the built-in %s', (key) => {
    expectRefused(
      schema,
      withEmotions(valid.emotions.filter((e) => e.key !== key)),
      ['emotions'],
      `基本の感情（${BUILTIN_EMOTION_LABELS[key]}）は削除できません`,
    );
  });

  it('keeps the names of the built-ins and of each emotion apart', () => {
    expectRefused(schema, at(1, { label: 'うれしい' }), ['emotions', 1, 'label'], '基本の感情の名前は変更できません');
    expectRefused(schema, withEmotions([...valid.emotions, custom({ label: '喜び' })]), ['emotions', 5, 'label'], '「喜び」という名前の感情がすでにあります');
  });

  it('bounds an owner-added name at 20 characters', () => {
    expectAccepted(schema, withEmotions([...valid.emotions, custom({ label: times('感', 20) })]));
    expectRefused(schema, withEmotions([...valid.emotions, custom({ label: times('感', 21) })]), ['emotions', 5, 'label'], '感情の名前は20文字以内で入力してください');
    expectRefused(schema, withEmotions([...valid.emotions, custom({ label: ' ' })]), ['emotions', 5, 'label'], '感情の名前を入力してください');
  });

  it('refuses a duplicate or malformed key', () => {
    expectRefused(schema, withEmotions([...valid.emotions, custom({ key: 'joy', label: '別の喜び' })]), ['emotions', 5, 'key'], '同じキーの感情がすでにあります');
    expectRefused(
      schema,
      withEmotions([...valid.emotions, custom({ key: 'Custom-1' })]),
      ['emotions', 5, 'key'],
      '感情のキーは半角英小文字で始まる、英小文字・数字・「_」の40文字以内にしてください',
    );
  });

  it('makes fresh keys the schema accepts', () => {
    const key = newCustomEmotionKey();
    expect(key).toMatch(/^custom_[a-z0-9]{10}$/);
    expectAccepted(schema, withEmotions([...valid.emotions, custom({ key })]));
  });

  describe('trigger words', () => {
    it('takes up to 50 words of up to 30 characters', () => {
      const fifty = Array.from({ length: 50 }, (_, i) => `言葉${i}`);
      expectAccepted(schema, at(1, { trigger_words: fifty }));
      expectRefused(schema, at(1, { trigger_words: [...fifty, '多すぎ'] }), ['emotions', 1, 'trigger_words'], 'トリガーワードは50個までです');
      expectAccepted(schema, at(1, { trigger_words: [times('あ', 30)] }));
      expectRefused(schema, at(1, { trigger_words: [times('あ', 31)] }), ['emotions', 1, 'trigger_words', 0], 'トリガーワードは30文字以内で入力してください');
    });
    it('refuses the same word twice, full- and half-width alike', () =>
      expectRefused(schema, at(1, { trigger_words: ['ＯＫ', 'ok'] }), ['emotions', 1, 'trigger_words', 1], '「ok」はすでに追加されています'));
    it('refuses an empty word', () =>
      expectRefused(schema, at(1, { trigger_words: ['  '] }), ['emotions', 1, 'trigger_words', 0], 'トリガーワードを入力してください'));
  });

  it('switches emotions off, but never neutral', () => {
    expectAccepted(schema, at(2, { enabled: false }));
    expectRefused(schema, at(0, { enabled: false }), ['emotions', 0, 'enabled'], '通常の表情はオフにできません');
  });

  it('takes an image by media id', () => {
    expectAccepted(schema, at(1, { image_media_id: '0b5c1d0e-7a51-4c8e-9d55-3f0f1a2b3c4d' }));
    expectRefused(schema, at(1, { image_media_id: 'joy.png' }), ['emotions', 1, 'image_media_id'], 'IDの形式が正しくありません');
  });

  it('allows at most 20 owner-added emotions', () => {
    const many = Array.from({ length: 21 }, (_, i) => custom({ key: `custom_${i}`, label: `感情${i}` }));
    expectAccepted(schema, withEmotions([...valid.emotions, ...many.slice(0, 20)]));
    expectRefused(schema, withEmotions([...valid.emotions, ...many]), ['emotions'], '追加できる感情は20個までです');
  });
});
