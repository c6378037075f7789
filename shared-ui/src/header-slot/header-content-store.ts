import type { ReactNode } from 'react';
import { create } from 'zustand';

export interface HeaderContentState {
  content: ReactNode | null;
  setContent(content: ReactNode | null): void;
  clear(): void;
}

/**
 * What the current page shows in the host's top bar. The host clears it on every path change;
 * a page sets it through <HeaderContent>, which sets it again for each path it is shown on.
 */
export const useHeaderContent = create<HeaderContentState>()((set) => ({
  content: null,
  setContent: (content) => set({ content }),
  clear: () => set({ content: null }),
}));
