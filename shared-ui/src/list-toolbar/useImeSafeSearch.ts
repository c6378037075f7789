import { useCallback, useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box that reports a search only when the owner has finished typing: never in
 * the middle of a kana-to-kanji conversion (which would search for 'やまだ' on the way to '山田'),
 * and not on every keystroke.
 */
export function useImeSafeSearch(value: string, onSearch: (query: string) => void) {
  const [draft, setDraft] = useState(value);
  const composing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSent = useRef(value);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const send = useCallback(
    (text: string) => {
      cancel();
      const query = text.trim();
      if (query === lastSent.current) return;
      lastSent.current = query;
      onSearch(query);
    },
    [cancel, onSearch],
  );

  const schedule = useCallback(
    (text: string) => {
      cancel();
      timer.current = setTimeout(() => send(text), SEARCH_DEBOUNCE_MS);
    },
    [cancel, send],
  );

  // The query can change from outside (a reset, the back button); the box follows it.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => cancel, [cancel]);

  return {
    draft,
    onChange(text: string) {
      setDraft(text);
      if (!composing.current) schedule(text);
    },
    onCompositionStart() {
      composing.current = true;
      cancel();
    },
    onCompositionEnd(text: string) {
      composing.current = false;
      setDraft(text);
      schedule(text);
    },
    /** Enter outside a conversion searches at once. */
    flush(text: string) {
      if (!composing.current) send(text);
    },
    clear() {
      setDraft('');
      send('');
    },
  };
}
