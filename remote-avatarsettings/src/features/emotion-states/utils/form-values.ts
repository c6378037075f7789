import { newCustomEmotionKey, type EmotionState, type EmotionStatesRequest, type EmotionStatesResponse } from 'shared-contracts';

export function formValuesOf(states: EmotionStatesResponse): EmotionStatesRequest {
  return { emotions: states.emotions.map((e) => ({ ...e, trigger_words: [...e.trigger_words] })) };
}

/** An owner-added emotion as the 感情を追加 button makes it: a fresh stable key, the name still to write. */
export function newEmotion(): EmotionState {
  return { key: newCustomEmotionKey(), label: '', image_media_id: null, trigger_words: [], enabled: true };
}
