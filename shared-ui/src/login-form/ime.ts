import type { KeyboardEvent } from 'react';

/**
 * True while an input method is composing text: the Enter that confirms a kana-to-kanji
 * conversion must not submit the form. keyCode 229 covers browsers that fire keydown after
 * compositionend (Safari).
 */
export function isImeComposing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}
