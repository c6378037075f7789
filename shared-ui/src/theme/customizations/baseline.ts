import type { Components, Theme } from '@mui/material/styles';

export const baselineCustomizations: Components<Theme> = {
  MuiCssBaseline: {
    // Japanese has no spaces: break lines between phrases where the browser can tell them apart
    // (Chromium's auto-phrase), and never before small kana or closing punctuation.
    styleOverrides: `
      body { line-break: strict; word-break: auto-phrase; }
    `,
  },
};
