/** The voices of a language ('ja-JP' takes 'ja-JP' and 'ja_JP' alike), in the browser's order. */
export function voicesFor(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice[] {
  const prefix = lang.split('-')[0]?.toLowerCase() ?? '';
  return voices.filter((voice) => voice.lang.replace('_', '-').toLowerCase().split('-')[0] === prefix);
}
