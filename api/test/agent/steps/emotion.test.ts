import { EMOTION_STATES_DEFAULTS, type EmotionState } from 'shared-contracts';
import { pickEmotion } from '#src/domains/agent/steps/emotion';

const emotions: EmotionState[] = [
  ...EMOTION_STATES_DEFAULTS.emotions,
  { key: 'custom_shy', label: '照れ', image_media_id: null, trigger_words: ['かわいい', 'ｶﾜｲｲ'], enabled: true },
  { key: 'custom_off', label: '無効', image_media_id: null, trigger_words: ['営業時間'], enabled: false },
];

describe('emotion', () => {
  it('takes the Q&A item’s emotion when it is one of the owner’s enabled emotions', () => {
    expect(pickEmotion(emotions, { visitor: '返品したい', answer: '承ります。' }, 'surprise')).toBe('surprise');
    expect(pickEmotion(emotions, { visitor: '返品したい', answer: '承ります。' }, 'custom_off')).toBe('neutral');
    expect(pickEmotion(emotions, { visitor: '返品したい', answer: '承ります。' }, 'deleted_key')).toBe('neutral');
  });

  it('infers from the trigger words found in the exchange, folding width and script', () => {
    expect(pickEmotion(emotions, { visitor: 'ありがとう！助かりました', answer: 'どういたしまして。' })).toBe('joy');
    expect(pickEmotion(emotions, { visitor: 'カワイイですね', answer: 'そうですか' })).toBe('custom_shy');
    expect(pickEmotion(emotions, { visitor: '質問', answer: '申し訳ありません。残念ですが' })).toBe('sorrow');
  });

  it('ignores switched-off emotions and says neutral when nothing matches', () => {
    expect(pickEmotion(emotions, { visitor: '営業時間は？', answer: '9時からです。' })).toBe('neutral');
  });

  it('lets the emotion with the most trigger words win', () => {
    expect(pickEmotion(emotions, { visitor: 'えっ、本当に？', answer: 'よかったです' })).toBe('surprise');
  });
});
