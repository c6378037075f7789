import { useEffect, useMemo, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { applyApiFieldErrors, isImeComposing, useZodForm } from 'shared-ui';
import { useCreateForbiddenEntry } from '../api/create-forbidden-entry';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';
import { entryFieldErrors, entryFormSchema, type EntryFormValues } from '../utils/entry-form-schema';
import { kindLabels, labels } from '../labels';

export type EntryAddFormProps = {
  list: ForbiddenListDefinition;
  onAdded(): void;
  onError(message: string): void;
  onDirtyChange(dirty: boolean): void;
};

const EMPTY: EntryFormValues = { value: '', note: '' };

/** Adds one entry; Enter adds too, except the Enter that confirms a kana-to-kanji conversion. */
export function EntryAddForm({ list, onAdded, onError, onDirtyChange }: EntryAddFormProps) {
  const text = kindLabels(list.kind);
  const create = useCreateForbiddenEntry(list);
  const schema = useMemo(() => entryFormSchema(list), [list]);
  const form = useZodForm(schema, EMPTY);
  const { errors, isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        onAdded();
      },
      onError: (error) => {
        if (!applyApiFieldErrors(entryFieldErrors(list, error.fields), form.setError)) onError(error.message);
      },
    }),
  );

  function preventImeSubmit(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`add-title-${list.kind}`} sx={{ p: 2.5 }}>
      <Typography id={`add-title-${list.kind}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {text.addTitle}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        onKeyDown={preventImeSubmit}
        aria-label={text.addTitle}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}
      >
        <TextField
          {...form.register('value')}
          label={text.value}
          placeholder={text.valuePlaceholder}
          error={errors.value !== undefined}
          helperText={errors.value?.message ?? ' '}
          size="small"
          required
          sx={{ flex: '2 1 260px' }}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        />
        <TextField
          {...form.register('note')}
          label={labels.note}
          placeholder={labels.notePlaceholder}
          error={errors.note !== undefined}
          helperText={errors.note?.message ?? ' '}
          size="small"
          sx={{ flex: '3 1 260px' }}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <Button type="submit" variant="contained" startIcon={<AddIcon />} loading={create.isPending} sx={{ flexShrink: 0, height: 40 }}>
          {labels.add}
        </Button>
      </Box>
    </Paper>
  );
}
