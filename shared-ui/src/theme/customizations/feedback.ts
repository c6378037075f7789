import type { Components, Theme } from '@mui/material/styles';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: { root: { borderRadius: 8, alignItems: 'center' } },
  },
  MuiTooltip: {
    defaultProps: { arrow: true },
    styleOverrides: {
      tooltip: ({ theme }) => ({
        backgroundColor: theme.palette.grey[800],
        fontSize: '0.8125rem',
        lineHeight: 1.6,
        padding: '8px 12px',
        maxWidth: 280,
      }),
      arrow: ({ theme }) => ({ color: theme.palette.grey[800] }),
    },
  },
  MuiChip: {
    styleOverrides: { root: { fontWeight: 700 } },
  },
};
