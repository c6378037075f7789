import useMediaQuery from '@mui/material/useMediaQuery';

/** The visitor's system asks for less motion: charts draw without animating. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
