import { useLayoutEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export const FADE_DELAY_MS = 100;
export const FADE_DURATION_MS = 200;

/**
 * Fades the page in 100 ms after each path change (SPEC §2, §9). It animates the element rather
 * than remounting it, so a loaded section stays mounted while moving between its paths.
 */
export function PageFade({ pathname, children }: { pathname: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return undefined;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const animation = element.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: FADE_DURATION_MS,
      delay: FADE_DELAY_MS,
      easing: 'ease-out',
      fill: 'backwards',
    });
    return () => animation.cancel();
  }, [pathname]);
  return <Box ref={ref}>{children}</Box>;
}
