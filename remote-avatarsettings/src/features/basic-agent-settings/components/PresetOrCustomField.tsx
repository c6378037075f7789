import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { FieldHelper } from 'shared-ui';

export interface PresetOrCustomFieldProps {
  id: string;
  label: string;
  presets: readonly { value: string; label: string }[];
  customLabel: string;
  customFieldLabel: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef(element: HTMLInputElement | null): void;
  error?: string;
  hint?: string;
  max: number;
}

const CUSTOM = '__custom__';

/**
 * One word chosen from the usual ones, or written by the owner (その他). The stored value is the
 * word itself, so the runtime needs no table of presets.
 */
export function PresetOrCustomField({
  id,
  label,
  presets,
  customLabel,
  customFieldLabel,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  hint,
  max,
}: PresetOrCustomFieldProps) {
  const isPreset = presets.some((p) => p.value === value);
  const [custom, setCustom] = useState(!isPreset);
  const draft = useRef(isPreset ? '' : value);
  const text = useRef<HTMLInputElement | null>(null);
  const selected = custom ? CUSTOM : value;

  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        value={selected}
        onChange={(event) => {
          if (event.target.value === CUSTOM) {
            setCustom(true);
            onChange(draft.current);
            requestAnimationFrame(() => text.current?.focus());
          } else {
            if (custom) draft.current = value;
            setCustom(false);
            onChange(event.target.value);
          }
        }}
      >
        {presets.map((preset) => (
          <FormControlLabel key={preset.value} value={preset.value} control={<Radio />} label={preset.label} />
        ))}
        <FormControlLabel value={CUSTOM} control={<Radio />} label={customLabel} />
      </RadioGroup>
      {custom ? (
        <Box sx={{ mt: 1, maxWidth: 320 }}>
          <TextField
            size="small"
            fullWidth
            label={customFieldLabel}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            inputRef={(element: HTMLInputElement | null) => {
              text.current = element;
              inputRef(element);
            }}
            error={Boolean(error)}
            helperText={<FieldHelper error={error} hint={hint} count={{ value, max }} />}
          />
        </Box>
      ) : hint || error ? (
        <FormHelperText sx={{ mx: 0 }}>{error ?? hint}</FormHelperText>
      ) : null}
    </FormControl>
  );
}
