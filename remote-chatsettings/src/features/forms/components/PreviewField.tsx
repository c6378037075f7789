import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import type { FormAnswerValues, FormField, FormFieldType } from 'shared-contracts';
import { labels } from '../labels';

export interface PreviewFieldProps {
  field: FormField;
  control: Control<FieldValues, unknown, FormAnswerValues>;
  register: UseFormRegister<FieldValues>;
  error: string | undefined;
}

// A visitor's phone or mail keyboard where the device has one; dates get the browser's calendar.
const INPUT_TYPES: Partial<Record<FormFieldType, string>> = { email: 'email', phone: 'tel', date: 'date' };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function FieldLabel({ htmlFor, id, field }: { htmlFor?: string; id: string; field: FormField }) {
  return (
    <Typography
      id={id}
      component={htmlFor ? 'label' : 'span'}
      {...(htmlFor ? { htmlFor } : {})}
      variant="body2"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 700, mb: 0.5 }}
    >
      {field.label}
      {field.required ? (
        <Box component="span" sx={{ fontSize: 11, fontWeight: 700, color: 'error.main' }}>
          {labels.preview.required}
        </Box>
      ) : null}
    </Typography>
  );
}

interface ChoiceFieldsetProps {
  labelId: string;
  field: FormField;
  error: string | undefined;
  helper: ReactNode;
  children: ReactNode;
}

/** A field answered by choosing (radios, checkboxes, consent): a fieldset named by its label. */
function ChoiceFieldset({ labelId, field, error, helper, children }: ChoiceFieldsetProps) {
  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ display: 'block' }}>
      <FieldLabel id={labelId} field={field} />
      {children}
      {helper}
    </FormControl>
  );
}

/** One field as the chat shows it to a visitor, with a real input. */
export function PreviewField({ field, control, register, error }: PreviewFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const inputId = `${id}-input`;
  const help = error ?? (field.help_text || undefined);
  const helper = help ? (
    <FormHelperText error={Boolean(error)} sx={{ mx: 0 }}>
      {help}
    </FormHelperText>
  ) : null;
  const placeholder = 'placeholder' in field ? field.placeholder : '';

  switch (field.type) {
    case 'short_text':
    case 'long_text':
    case 'email':
    case 'phone':
    case 'number':
    case 'date': {
      const type = INPUT_TYPES[field.type] ?? 'text';
      const inputMode = field.type === 'number' ? 'decimal' : field.type === 'phone' ? 'tel' : undefined;
      const dateBounds = field.type === 'date' ? { min: field.min ?? undefined, max: field.max ?? undefined } : {};
      return (
        <Box>
          <FieldLabel htmlFor={inputId} id={labelId} field={field} />
          <TextField
            {...register(field.key)}
            id={inputId}
            size="small"
            fullWidth
            type={type}
            placeholder={placeholder || undefined}
            multiline={field.type === 'long_text'}
            minRows={field.type === 'long_text' ? 3 : undefined}
            error={Boolean(error)}
            slotProps={{ htmlInput: { inputMode, ...dateBounds, 'aria-required': field.required } }}
            sx={{ bgcolor: 'background.paper' }}
          />
          {helper}
        </Box>
      );
    }
    case 'dropdown':
      return (
        <Box>
          <FieldLabel id={labelId} field={field} />
          <Controller
            control={control}
            name={field.key}
            render={({ field: input }) => (
              <TextField
                select
                size="small"
                fullWidth
                value={typeof input.value === 'string' ? input.value : ''}
                onChange={(event) => input.onChange(event.target.value)}
                onBlur={input.onBlur}
                inputRef={input.ref}
                error={Boolean(error)}
                slotProps={{ select: { displayEmpty: true, 'aria-labelledby': labelId } }}
                sx={{ bgcolor: 'background.paper' }}
              >
                <MenuItem value="">
                  <Typography component="span" color="text.secondary">
                    {field.placeholder || labels.preview.choose}
                  </Typography>
                </MenuItem>
                {field.options.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {helper}
        </Box>
      );
    case 'single_choice':
      return (
        <ChoiceFieldset labelId={labelId} field={field} error={error} helper={helper}>
          <Controller
            control={control}
            name={field.key}
            render={({ field: input }) => (
              <RadioGroup
                aria-labelledby={labelId}
                name={input.name}
                value={typeof input.value === 'string' ? input.value : ''}
                onChange={(event) => input.onChange(event.target.value)}
                onBlur={input.onBlur}
              >
                {field.options.map((option) => (
                  <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
                ))}
              </RadioGroup>
            )}
          />
        </ChoiceFieldset>
      );
    case 'multiple_choice':
      return (
        <ChoiceFieldset labelId={labelId} field={field} error={error} helper={helper}>
          <Controller
            control={control}
            name={field.key}
            render={({ field: input }) => {
              const chosen = strings(input.value);
              return (
                <FormGroup aria-labelledby={labelId} role="group">
                  {field.options.map((option) => (
                    <FormControlLabel
                      key={option}
                      label={option}
                      control={
                        <Checkbox
                          size="small"
                          checked={chosen.includes(option)}
                          onChange={(event) =>
                            input.onChange(event.target.checked ? [...chosen, option] : chosen.filter((kept) => kept !== option))
                          }
                          onBlur={input.onBlur}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              );
            }}
          />
        </ChoiceFieldset>
      );
    case 'consent':
      return (
        <ChoiceFieldset labelId={labelId} field={field} error={error} helper={helper}>
          <Controller
            control={control}
            name={field.key}
            render={({ field: input }) => (
              <FormControlLabel
                label={field.text}
                control={
                  <Checkbox size="small" checked={input.value === true} onChange={(event) => input.onChange(event.target.checked)} onBlur={input.onBlur} />
                }
              />
            )}
          />
          {field.link_url ? (
            <Box>
              <Link href={field.link_url} target="_blank" rel="noopener noreferrer" variant="body2">
                {labels.preview.openTerms}
              </Link>
            </Box>
          ) : null}
        </ChoiceFieldset>
      );
  }
}
