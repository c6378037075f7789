import { createImeGuard } from './ime';

/**
 * The composer's typing: Enter sends (never the Enter that confirms an IME conversion), Shift+Enter
 * is a new line, and the box grows with what is typed. `submit` gets the trimmed text, and `clear`
 * to empty the box once it takes it: what it does not take stays there.
 */
export function wireComposer(composer: HTMLFormElement, input: HTMLTextAreaElement, submit: (text: string, clear: () => void) => void): void {
  const ime = createImeGuard(input);
  input.addEventListener('keydown', (event) => {
    if (!ime.isSendEnter(event)) return;
    event.preventDefault();
    composer.requestSubmit();
  });
  // The box grows with what is typed, up to a few lines.
  input.addEventListener('input', () => {
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, 120)}px`;
  });
  composer.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (text === '') return;
    submit(text, () => {
      input.value = '';
      input.style.height = 'auto';
    });
  });
}
