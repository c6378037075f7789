import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import {
  CHOICE_OPTIONS_MAX,
  CONSENT_TEXT_MAX,
  DROPDOWN_OPTIONS_MAX,
  LONG_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  type FormFieldType,
} from 'shared-contracts';
import { FieldHelper, SwitchField } from 'shared-ui';
import { useBuilderForm } from '../hooks/use-builder-form';
import { messageAt } from '../utils/message-at';
import { labels } from '../labels';
import { NullableNumberField } from './NullableNumberField';
import { OptionsEditor } from './OptionsEditor';

export interface FieldRulesProps {
  index: number;
  type: FormFieldType;
  /** The live values of the field, for counters. */
  consentText: string;
}

const two = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 } as const;

/** What only this type of field has: length, range, dates, options, the consent statement. */
export function FieldRules({ index, type, consentText }: FieldRulesProps) {
  const { register, control, formState } = useBuilderForm();
  const t = labels.field;
  const at = (name: string) => `fields.${index}.${name}`;
  const error = (name: string) => messageAt(formState.errors, at(name));

  switch (type) {
    case 'short_text':
    case 'long_text': {
      const limit = type === 'short_text' ? SHORT_TEXT_MAX_LENGTH : LONG_TEXT_MAX_LENGTH;
      return (
        <TextField
          {...register(`fields.${index}.max_length`, { valueAsNumber: true })}
          label={t.maxLength}
          type="number"
          error={Boolean(error('max_length'))}
          helperText={<FieldHelper error={error('max_length')} hint={`1〜${limit}`} />}
          slotProps={{ htmlInput: { min: 1, max: limit, step: 1, inputMode: 'numeric' } }}
          sx={{ maxWidth: 220 }}
        />
      );
    }
    case 'number':
      return (
        <>
          <Box sx={two}>
            <NullableNumberField name={`fields.${index}.min`} label={t.min} hint={t.numberHint} />
            <NullableNumberField name={`fields.${index}.max`} label={t.max} hint={t.numberHint} />
          </Box>
          <Controller
            control={control}
            name={`fields.${index}.integer`}
            render={({ field }) => (
              <SwitchField label={t.integer} checked={field.value === true} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
            )}
          />
        </>
      );
    case 'date':
      return (
        <Box sx={two}>
          {(['min', 'max'] as const).map((bound) => (
            <Controller
              key={bound}
              control={control}
              name={`fields.${index}.${bound}`}
              render={({ field, fieldState }) => (
                <TextField
                  type="date"
                  label={bound === 'min' ? t.dateMin : t.dateMax}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={<FieldHelper error={fieldState.error?.message} hint={t.dateHint} />}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
            />
          ))}
        </Box>
      );
    case 'single_choice':
      return <OptionsEditor index={index} max={CHOICE_OPTIONS_MAX} />;
    case 'dropdown':
      return <OptionsEditor index={index} max={DROPDOWN_OPTIONS_MAX} />;
    case 'multiple_choice':
      return (
        <>
          <OptionsEditor index={index} max={CHOICE_OPTIONS_MAX} />
          <Box sx={two}>
            <NullableNumberField name={`fields.${index}.min_selected`} label={t.minSelected} hint={t.selectedHint} />
            <NullableNumberField name={`fields.${index}.max_selected`} label={t.maxSelected} hint={t.selectedHint} />
          </Box>
        </>
      );
    case 'consent':
      return (
        <>
          <TextField
            {...register(`fields.${index}.text`)}
            label={t.consentText}
            required
            multiline
            minRows={2}
            error={Boolean(error('text'))}
            helperText={<FieldHelper error={error('text')} hint={t.consentTextHint} count={{ value: consentText, max: CONSENT_TEXT_MAX }} />}
          />
          <Controller
            control={control}
            name={`fields.${index}.link_url`}
            render={({ field, fieldState }) => (
              <TextField
                type="url"
                label={t.linkUrl}
                placeholder="https://example.com/privacy"
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={(event) => field.onChange(event.target.value.trim() === '' ? null : event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={<FieldHelper error={fieldState.error?.message} hint={t.linkUrlHint} />}
                slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
              />
            )}
          />
        </>
      );
    case 'email':
    case 'phone':
      return null;
  }
}
