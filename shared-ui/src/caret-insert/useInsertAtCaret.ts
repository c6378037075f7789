import { useRef } from 'react';
import { insertAtCaret } from './insert-at-caret';

type TextInput = HTMLTextAreaElement | HTMLInputElement;

/**
 * Buttons that put a token (a message variable) where the caret is in a text field: `input` is
 * the field's element, `insert` writes the new text through `onChange`.
 */
export function useInsertAtCaret(value: string, onChange: (text: string) => void) {
  const input = useRef<TextInput | null>(null);
  const insert = (token: string) => {
    const element = input.current;
    const next = insertAtCaret(value, token, element?.selectionStart ?? null, element?.selectionEnd ?? null);
    onChange(next.text);
    // The caret lands after the token once React has put the new text in the field.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };
  return { input, insert };
}
