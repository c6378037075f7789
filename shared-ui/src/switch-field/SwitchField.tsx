import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export interface SwitchFieldProps {
  label: string;
  /** What on and off mean, under the label. */
  hint?: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  onBlur?(): void;
  /** react-hook-form's field.ref, so a field error can focus the switch. */
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** An on/off setting as one row: the switch, its label and what it does. The whole label toggles it. */
export function SwitchField({ label, hint, checked, onChange, onBlur, inputRef, disabled }: SwitchFieldProps) {
  return (
    <FormControlLabel
      disabled={disabled}
      sx={{ alignItems: 'flex-start', mx: 0, gap: 1.5 }}
      control={
        <Switch
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          slotProps={{ input: { ref: inputRef } }}
          sx={{ mt: -0.75, flexShrink: 0 }}
        />
      }
      label={
        <Box component="span" sx={{ display: 'block' }}>
          <Typography component="span" variant="body1" sx={{ display: 'block', fontWeight: 500 }}>
            {label}
          </Typography>
          {hint ? (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {hint}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
}
