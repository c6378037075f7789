import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useController, type FieldPath } from 'react-hook-form';
import type { FormRequest } from 'shared-contracts';
import { FieldHelper } from 'shared-ui';
import { useBuilderForm } from '../hooks/use-builder-form';

export interface NullableNumberFieldProps {
  name: FieldPath<FormRequest>;
  label: string;
  hint: string;
}

/** Empty is no limit (null); anything typed that is not a number reaches the schema as NaN, which names the field. */
function valueOf(text: string): number | null {
  const trimmed = text.normalize('NFKC').trim();
  return trimmed === '' ? null : Number(trimmed);
}

const sameValue = (a: unknown, b: unknown) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** A number the owner may leave empty: minimum, maximum, selection bounds. */
export function NullableNumberField({ name, label, hint }: NullableNumberFieldProps) {
  const { control } = useBuilderForm();
  const { field, fieldState } = useController({ control, name });
  const stored: unknown = field.value;
  const [draft, setDraft] = useState(typeof stored === 'number' && !Number.isNaN(stored) ? String(stored) : '');

  // A reset (discard, a saved answer) replaces the value from outside: the text follows it.
  useEffect(() => {
    if (!sameValue(valueOf(draft), stored)) setDraft(typeof stored === 'number' && !Number.isNaN(stored) ? String(stored) : '');
  }, [stored, draft]);

  return (
    <TextField
      label={label}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        field.onChange(valueOf(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={<FieldHelper error={fieldState.error?.message} hint={hint} />}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
