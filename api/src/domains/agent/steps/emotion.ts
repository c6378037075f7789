import type { EmotionState } from 'shared-contracts';
import { normaliseForMatch } from '../normalise';

export const NEUTRAL_EMOTION = 'neutral';

/**
 * The emotion of an answer, always one of the owner's enabled emotion keys: the Q&A item's own
 * emotion when it has one, else the enabled emotion whose trigger words occur most often in the
 * exchange (the visitor's message and the answer, compared as forbidden words are), the owner's
 * order breaking ties; neutral when none occurs.
 */
export function pickEmotion(emotions: readonly EmotionState[], exchange: { visitor: string; answer: string }, fromQa: string | null = null): string {
  const enabled = emotions.filter((emotion) => emotion.enabled);
  if (fromQa !== null && enabled.some((emotion) => emotion.key === fromQa)) return fromQa;
  const text = normaliseForMatch(`${exchange.visitor}\n${exchange.answer}`);
  let best: { key: string; count: number } | null = null;
  for (const emotion of enabled) {
    let count = 0;
    for (const word of emotion.trigger_words) {
      const key = normaliseForMatch(word);
      if (key === '') continue;
      for (let at = text.indexOf(key); at !== -1; at = text.indexOf(key, at + key.length)) count += 1;
    }
    if (count > 0 && (best === null || count > best.count)) best = { key: emotion.key, count };
  }
  if (best) return best.key;
  return enabled.some((emotion) => emotion.key === NEUTRAL_EMOTION) ? NEUTRAL_EMOTION : (enabled[0]?.key ?? NEUTRAL_EMOTION);
}
