import type { ThemeOptions } from '@mui/material/styles';

/** The brand purple, lightest to darkest; `700` is the primary colour of the console. */
export const brand = {
  50: '#f5f3ff',
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

/** Neutral greys with a faint cool tint, so they sit quietly next to the purple. */
export const gray = {
  50: '#f8f8fb',
  100: '#f1f1f6',
  200: '#e4e4ec',
  300: '#d0d0dc',
  400: '#a2a2b5',
  500: '#74748a',
  600: '#56566a',
  700: '#3f3f50',
  800: '#28283a',
  900: '#181825',
} as const;

/**
 * Japanese first: web font, then the CJK family Debian/Ubuntu ship (fonts-noto-cjk), then the
 * system fonts of macOS and Windows. Latin glyphs come from the same family, so mixed text stays even.
 */
export const fontFamily = [
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  '"Hiragino Kaku Gothic ProN"',
  '"Hiragino Sans"',
  '"Yu Gothic UI"',
  'Meiryo',
  'sans-serif',
].join(', ');

export const palette: ThemeOptions['palette'] = {
  mode: 'light',
  primary: { light: brand[500], main: brand[700], dark: brand[900], contrastText: '#ffffff' },
  secondary: { light: gray[400], main: gray[600], dark: gray[800], contrastText: '#ffffff' },
  grey: gray,
  divider: gray[200],
  background: { default: gray[50], paper: '#ffffff' },
  text: { primary: gray[900], secondary: gray[600], disabled: gray[400] },
  action: { hover: 'rgba(109, 40, 217, 0.06)', selected: 'rgba(109, 40, 217, 0.12)' },
};

/** Japanese reads better with more leading and a little letter spacing than Latin defaults give. */
export const typography: ThemeOptions['typography'] = {
  fontFamily,
  fontSize: 14,
  h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.4 },
  h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.4 },
  h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.5 },
  h4: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.5 },
  h5: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.6 },
  h6: { fontSize: '0.9375rem', fontWeight: 700, lineHeight: 1.6 },
  subtitle1: { fontSize: '0.9375rem', fontWeight: 500, lineHeight: 1.7 },
  subtitle2: { fontSize: '0.8125rem', fontWeight: 700, lineHeight: 1.7 },
  body1: { fontSize: '0.9375rem', lineHeight: 1.8, letterSpacing: '0.02em' },
  body2: { fontSize: '0.875rem', lineHeight: 1.7, letterSpacing: '0.02em' },
  caption: { fontSize: '0.75rem', lineHeight: 1.6 },
  button: { fontWeight: 700, letterSpacing: '0.04em', textTransform: 'none' },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 8 };
