import { useEffect, useMemo, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { applyApiFieldErrors, isImeComposing, useZodForm } from 'shared-ui';
import { useUpdateForbiddenEntry } from '../api/update-forbidden-entry';
import type { ForbiddenEntry, ForbiddenListDefinition } from '../forbidden-list-kinds';
import { entryFieldErrors, entryFormSchema } from '../utils/entry-form-schema';
import { kindLabels, labels } from '../labels';

export type EntryEditRowProps = {
  list: ForbiddenListDefinition;
  entry: ForbiddenEntry;
  onDone(saved: boolean): void;
  onError(message: string): void;
  onDirtyChange(dirty: boolean): void;
};

/**
 * The row turned into its own small form. It is a form inside a table cell, not around the row,
 * because a <form> may not wrap a <tr>; the buttons submit it by its id.
 */
export function EntryEditRow({ list, entry, onDone, onError, onDirtyChange }: EntryEditRowProps) {
  const text = kindLabels(list.kind);
  const update = useUpdateForbiddenEntry(list);
  const schema = useMemo(() => entryFormSchema(list), [list]);
  const form = useZodForm(schema, { value: entry.value, note: entry.note });
  const { errors, isDirty } = form.formState;
  const formId = `edit-${entry.id}`;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: entry.id, input: values },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          if (!applyApiFieldErrors(entryFieldErrors(list, error.fields), form.setError)) onError(error.message);
        },
      },
    ),
  );

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
    if (event.key === 'Escape') onDone(false);
  }

  return (
    <TableRow selected aria-label={labels.editLabel(entry.value)}>
      <TableCell colSpan={3} sx={{ py: 1.5 }}>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={submit}
          onKeyDown={handleKeyDown}
          aria-label={labels.editLabel(entry.value)}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            {...form.register('value')}
            label={text.value}
            error={errors.value !== undefined}
            helperText={errors.value?.message}
            size="small"
            required
            autoFocus
            sx={{ flex: '1 1 0' }}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          />
          <TextField
            {...form.register('note')}
            label={labels.note}
            error={errors.note !== undefined}
            helperText={errors.note?.message}
            size="small"
            sx={{ flex: '1 1 0' }}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ py: 1.5, verticalAlign: 'top' }}>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => onDone(false)} disabled={update.isPending}>
            {labels.cancel}
          </Button>
          <Button size="small" variant="contained" type="submit" form={formId} loading={update.isPending}>
            {labels.save}
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}
