import { useEffect, useMemo, type KeyboardEvent } from 'react';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isImeComposing, useZodForm } from 'shared-ui';
import { useTryForbiddenEntry } from '../api/try-forbidden-entry';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';
import { kindLabels, labels } from '../labels';

/** 試してみる: the API judges a sample with the matcher the agent uses, and names the entry that caught it. */
export function TryItBox({ list }: { list: ForbiddenListDefinition }) {
  const text = kindLabels(list.kind);
  const tryIt = useTryForbiddenEntry(list);
  const schema = useMemo(() => z.object({ sample: list.trySchema }), [list]);
  const form = useZodForm(schema, { sample: '' });
  const { errors } = form.formState;
  const sample = form.watch('sample');

  // A verdict belongs to the sample it was given for; editing the sample takes it away.
  const { reset: clearVerdict } = tryIt;
  useEffect(() => clearVerdict(), [sample, clearVerdict]);

  const submit = form.handleSubmit(({ sample: value }) =>
    tryIt.mutate(value, {
      onError: (error) => {
        const message = error.fields[list.tryField];
        if (message !== undefined) form.setError('sample', { type: 'server', message }, { shouldFocus: true });
      },
    }),
  );

  function preventImeSubmit(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
  }

  const verdict = tryIt.data;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`try-title-${list.kind}`} sx={{ p: 2.5 }}>
      <Typography id={`try-title-${list.kind}`} variant="h6" component="h2">
        {labels.tryIt.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {text.tryHelp}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} onKeyDown={preventImeSubmit} aria-label={labels.tryIt.title}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 1.5 }}>
          <TextField
            {...form.register('sample')}
            label={text.tryLabel}
            placeholder={text.tryPlaceholder}
            error={errors.sample !== undefined}
            helperText={errors.sample?.message ?? ' '}
            size="small"
            sx={{ flex: '1 1 240px' }}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          />
          {/* In a narrow column the button wraps under the field, at its right end. */}
          <Button type="submit" variant="outlined" loading={tryIt.isPending} sx={{ flexShrink: 0, height: 40, ml: 'auto', mb: 1 }}>
            {labels.tryIt.submit}
          </Button>
        </Box>
        <Box aria-live="polite" sx={{ minHeight: 48 }}>
          {verdict ? (
            <Alert severity={verdict.caught ? 'error' : 'success'} role="status">
              {verdict.caught ? labels.tryIt.blocked(verdict.entry?.value ?? '') : labels.tryIt.notBlocked}
            </Alert>
          ) : tryIt.error && !tryIt.error.fields[list.tryField] ? (
            <Alert severity="error">{tryIt.error.message}</Alert>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}
