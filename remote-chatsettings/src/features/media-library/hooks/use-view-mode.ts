import { useState } from 'react';

export type ViewMode = 'grid' | 'list';

const STORAGE_KEY = 'chatsettings.media-library.view';

function stored(): ViewMode {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, remembered in this browser until sign-out (which clears local storage). */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(stored);
  return [
    mode,
    (next) => {
      setMode(next);
      try {
        window.localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Storage unavailable: the choice holds for this visit only.
      }
    },
  ];
}
