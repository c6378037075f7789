import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { TEMPERATURE_MAX, TEMPERATURE_MIN, TEMPERATURE_STEP, type DetailAiSettingsRequest } from 'shared-contracts';
import { FieldHelper } from 'shared-ui';
import type { DetailAiFormOutput } from '../utils/form-values';
import { labels } from '../labels';

export interface TemperatureFieldProps {
  control: Control<DetailAiSettingsRequest, unknown, DetailAiFormOutput>;
}

/** A slider for a quick choice and a number for an exact one, bound to the same value. */
export function TemperatureField({ control }: TemperatureFieldProps) {
  const { field, fieldState } = useController({ control, name: 'temperature' });
  const value = typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : TEMPERATURE_MIN;
  return (
    <Box>
      <FormLabel id="temperature-label" sx={{ display: 'block', mb: 0.5, fontSize: '0.875rem' }}>
        {labels.temperature}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 3 }}>
        <Slider
          aria-labelledby="temperature-label"
          min={TEMPERATURE_MIN}
          max={TEMPERATURE_MAX}
          step={TEMPERATURE_STEP}
          marks={[
            { value: TEMPERATURE_MIN, label: String(TEMPERATURE_MIN) },
            { value: 1, label: '1' },
            { value: TEMPERATURE_MAX, label: String(TEMPERATURE_MAX) },
          ]}
          value={value}
          onChange={(_event, next) => field.onChange(Math.round(Number(next) * 10) / 10)}
          onBlur={field.onBlur}
          valueLabelDisplay="auto"
          sx={{ flex: 1, mt: 1.5, mx: 1 }}
        />
        <TextField
          type="number"
          label={labels.temperature}
          value={Number.isFinite(field.value) ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          slotProps={{ htmlInput: { min: TEMPERATURE_MIN, max: TEMPERATURE_MAX, step: TEMPERATURE_STEP, inputMode: 'decimal' } }}
          sx={{ width: 120, flexShrink: 0 }}
        />
      </Box>
      <Box sx={{ color: fieldState.error ? 'error.main' : 'text.secondary', fontSize: '0.8125rem', mt: 0.5, mx: '2px' }}>
        <FieldHelper error={fieldState.error?.message} hint={labels.temperatureHint} />
      </Box>
    </Box>
  );
}
