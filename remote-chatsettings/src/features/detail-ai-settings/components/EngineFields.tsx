import { useRef } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { get, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { ENGINE_TYPES, ENGINE_TYPE_LABELS, type DetailAiSettingsRequest, type Engine, type EngineType } from 'shared-contracts';
import { FieldHelper } from 'shared-ui';
import { ENGINE_DRAFTS, type DetailAiFormOutput } from '../utils/form-values';
import { labels } from '../labels';

export interface EngineFieldsProps {
  form: UseFormReturn<DetailAiSettingsRequest, unknown, DetailAiFormOutput>;
  saved: Engine;
}

const isEngineType = (v: string): v is EngineType => (ENGINE_TYPES as readonly string[]).includes(v);

/**
 * The engine type and the fields that type needs. Switching type and back brings back what was
 * typed for it, so trying the options costs the owner nothing.
 */
export function EngineFields({ form, saved }: EngineFieldsProps) {
  const drafts = useRef<Record<EngineType, Engine>>({ ...ENGINE_DRAFTS, [saved.type]: saved });
  const engine = useWatch({ control: form.control, name: 'engine' });
  const type = engine?.type ?? 'builtin';
  const errorAt = (path: string): FieldError | undefined => get(form.formState.errors, path);

  const switchTo = (next: EngineType) => {
    drafts.current[type] = form.getValues('engine');
    form.setValue('engine', { ...drafts.current[next] }, { shouldDirty: true });
    form.clearErrors('engine');
  };

  const baseUrlError = errorAt('engine.base_url');
  const modelError = errorAt('engine.model');

  return (
    <>
      <FormControl>
        <FormLabel id="engine-type-label">{labels.engineType}</FormLabel>
        <RadioGroup
          aria-labelledby="engine-type-label"
          name="engine.type"
          value={type}
          onChange={(event) => {
            if (isEngineType(event.target.value)) switchTo(event.target.value);
          }}
        >
          {ENGINE_TYPES.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={ENGINE_TYPE_LABELS[option]} />
          ))}
        </RadioGroup>
      </FormControl>
      {type === 'openai_compatible' ? (
        <TextField
          {...form.register('engine.base_url')}
          label={labels.baseUrl}
          required
          type="url"
          placeholder="https://api.openai.com/v1"
          error={Boolean(baseUrlError)}
          helperText={<FieldHelper error={baseUrlError?.message} hint={labels.baseUrlHint} />}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        />
      ) : null}
      {type !== 'builtin' ? (
        <Box sx={{ maxWidth: 480 }}>
          <TextField
            {...form.register('engine.model')}
            label={labels.model}
            required
            placeholder={type === 'anthropic' ? 'claude-sonnet-4-5' : 'gpt-4o-mini'}
            error={Boolean(modelError)}
            helperText={
              <FieldHelper error={modelError?.message} hint={type === 'anthropic' ? labels.modelHintAnthropic : labels.modelHintOpenai} />
            }
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          />
        </Box>
      ) : null}
    </>
  );
}
