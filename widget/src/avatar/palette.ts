// The drawing's own colours: the console's brand purple and a few skin and ink tones. Kept here,
// not taken from the MUI theme, so the same drawing can run in the widget, which has no theme.
export const purple = {
  100: '#ede9fe',
  200: '#ddd6fe',
  300: '#c4b5fd',
  400: '#a78bfa',
  500: '#8b5cf6',
  600: '#7c3aed',
  700: '#6d28d9',
  800: '#5b21b6',
  900: '#4c1d95',
} as const;

export const skin = { base: '#ffe8dc', shade: '#f6cdbb' } as const;
export const ink = '#2e1065';
export const mouthInside = '#9f1239';
export const tongue = '#fb7185';
export const blush = '#f9a8d4';
export const tear = '#7dd3fc';
