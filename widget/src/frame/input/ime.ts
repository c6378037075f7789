/**
 * Whether an Enter belongs to the IME rather than to the visitor: the Enter that confirms a Japanese
 * conversion must never send the message. Browsers tell it differently:
 * - Chrome and Firefox: `isComposing` is true on that keydown;
 * - Safari: compositionend comes first and the keydown then says isComposing false, but keyCode 229;
 * - some Android and older IMEs: neither, only the keydown arriving right after compositionend.
 */
export function createImeGuard(input: HTMLElement, now: () => number = () => performance.now()) {
  let composing = false;
  let endedAt = -Infinity;
  input.addEventListener('compositionstart', () => {
    composing = true;
  });
  input.addEventListener('compositionend', () => {
    composing = false;
    endedAt = now();
  });
  return {
    /** True when this keydown is an Enter the visitor meant as "send". */
    isSendEnter(event: KeyboardEvent): boolean {
      if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return false;
      if (event.isComposing || composing || event.keyCode === 229) return false;
      // The confirming keydown arrives within a frame of compositionend; a person's next Enter cannot.
      return now() - endedAt > 50;
    },
  };
}
