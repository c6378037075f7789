import { useEffect, useRef } from 'react';

export interface NeighbourKeyActions {
  previous(): void;
  next(): void;
}

const PREVIOUS_KEYS = new Set(['ArrowLeft', 'k', 'K']);
const NEXT_KEYS = new Set(['ArrowRight', 'j', 'J']);

/** Typing, choosing or a dialog keeps its keys: only a key pressed on the page itself moves. */
function belongsToAControl(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest('input, textarea, select, [role="textbox"], [role="combobox"], [role="listbox"], [role="slider"], [role="dialog"]') !== null;
}

/** ←/K and →/J step to the previous and next conversation of the list, as in a mail client. */
export function useNeighbourKeys(actions: NeighbourKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
      if (belongsToAControl(event.target)) return;
      if (PREVIOUS_KEYS.has(event.key)) {
        event.preventDefault();
        latest.current.previous();
      } else if (NEXT_KEYS.has(event.key)) {
        event.preventDefault();
        latest.current.next();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
