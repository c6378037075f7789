import type { Components, Theme } from '@mui/material/styles';

export const navigationCustomizations: Components<Theme> = {
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 8,
        '&.Mui-selected': {
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          '& .MuiListItemIcon-root': { color: theme.palette.primary.contrastText },
          '&:hover': { backgroundColor: theme.palette.primary.dark },
        },
      }),
    },
  },
  MuiListItemIcon: {
    styleOverrides: { root: ({ theme }) => ({ minWidth: 36, color: theme.palette.grey[600] }) },
  },
  MuiTabs: {
    styleOverrides: {
      root: ({ theme }) => ({ minHeight: 44, borderBottom: `1px solid ${theme.palette.divider}` }),
      indicator: { height: 3, borderRadius: '3px 3px 0 0' },
    },
  },
  MuiTab: {
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: 44,
        minWidth: 0,
        paddingInline: 16,
        fontWeight: 700,
        color: theme.palette.text.secondary,
      }),
    },
  },
};
