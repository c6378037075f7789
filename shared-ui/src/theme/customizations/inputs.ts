import type { Components, Theme } from '@mui/material/styles';

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 8, paddingInline: 16, minHeight: 36 },
      sizeLarge: { minHeight: 44, fontSize: '0.9375rem' },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { borderRadius: 8 } },
  },
  MuiTextField: {
    defaultProps: { fullWidth: true, variant: 'outlined' },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        '&:hover:not(.Mui-focused):not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.palette.grey[400],
        },
      }),
      notchedOutline: ({ theme }) => ({ borderColor: theme.palette.grey[300] }),
    },
  },
  MuiFormHelperText: {
    styleOverrides: { root: { marginInline: 2, fontSize: '0.8125rem' } },
  },
};
