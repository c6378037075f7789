import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldHelper } from 'shared-ui';

export interface SliderNumberFieldProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  hint?: ReactNode;
  min: number;
  max: number;
  step: number;
  /** Ticks under the slider, e.g. the default value. */
  marks?: { value: number; label: string }[];
  unit?: string;
  disabled?: boolean;
}

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/**
 * A slider for a quick choice and a number field for an exact one, side by side and bound to the
 * same value. The number field takes anything typed, so a value out of range reaches the schema
 * and its Japanese message shows under both; the slider only shows the nearest value it can.
 */
export function SliderNumberField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  hint,
  min,
  max,
  step,
  marks,
  unit,
  disabled,
}: SliderNumberFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const labelId = useId();
  const helperId = useId();
  const raw: unknown = field.value;
  const value = typeof raw === 'number' && Number.isFinite(raw) ? raw : Number.NaN;
  const decimals = decimalsOf(step);
  const error = fieldState.error?.message;

  return (
    <Box>
      <FormLabel id={labelId} disabled={disabled} error={Boolean(error)} sx={{ display: 'block', mb: 0.5, fontSize: '0.875rem' }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 3 }}>
        <Slider
          aria-labelledby={labelId}
          slotProps={{ input: { 'aria-describedby': helperId } }}
          min={min}
          max={max}
          step={step}
          marks={marks}
          value={Number.isNaN(value) ? min : Math.min(max, Math.max(min, value))}
          onChange={(_event, next) => field.onChange(Number(Number(next).toFixed(decimals)))}
          onBlur={field.onBlur}
          disabled={disabled}
          valueLabelDisplay="auto"
          sx={{ flex: 1, mt: 1.5, mx: 1 }}
        />
        <TextField
          type="number"
          label={label}
          value={Number.isNaN(value) ? '' : value}
          onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          error={Boolean(error)}
          disabled={disabled}
          slotProps={{
            htmlInput: { min, max, step, inputMode: decimals > 0 ? 'decimal' : 'numeric', 'aria-describedby': helperId },
            input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
          }}
          sx={{ width: 150, flexShrink: 0 }}
        />
      </Box>
      <Box id={helperId} sx={{ color: error ? 'error.main' : 'text.secondary', fontSize: '0.8125rem', mt: 0.5, mx: '2px' }}>
        <FieldHelper error={error} hint={hint} />
      </Box>
    </Box>
  );
}
