import userEvent from '@testing-library/user-event';

/**
 * Puts text into a field the way a paste or a finished IME conversion does: one input event for
 * the whole text, not one per character, which keeps form tests quick on a busy machine.
 * `enter` then presses Enter as a separate key, outside any composition.
 */
export async function typeInto(field: HTMLElement, text: string, { enter = false }: { enter?: boolean } = {}) {
  await userEvent.click(field);
  await userEvent.paste(text);
  if (enter) await userEvent.keyboard('{Enter}');
}
