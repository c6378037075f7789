import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Controller, get, type Control, type FieldErrors } from 'react-hook-form';
import { QA_ALTERNATIVE_MAX, QA_ALTERNATIVES_MAX } from 'shared-contracts';
import type { QaFormValues } from '../utils/editor-schemas';
import { labels } from '../labels';

export interface AlternativesFieldProps {
  control: Control<QaFormValues>;
  errors: FieldErrors<QaFormValues>;
}

function messageAt(errors: FieldErrors<QaFormValues>, path: string): string | undefined {
  const found: unknown = get(errors, path);
  if (typeof found === 'object' && found !== null && 'message' in found && typeof found.message === 'string') return found.message;
  return undefined;
}

/** Other ways visitors ask the same question: a list of lines to add and remove. */
export function AlternativesField({ control, errors }: AlternativesFieldProps) {
  const t = labels.editor;
  return (
    <Controller
      control={control}
      name="alternatives"
      render={({ field }) => {
        const values = field.value;
        const set = (next: string[]) => field.onChange(next);
        const full = values.length >= QA_ALTERNATIVES_MAX;
        const listError = messageAt(errors, 'alternatives') ?? messageAt(errors, 'alternatives.root');
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              {t.alternatives}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.alternativesHelp}
            </Typography>
            {values.map((value, index) => {
              const error = messageAt(errors, `alternatives.${index}`);
              return (
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <TextField
                    label={t.alternative(index + 1)}
                    value={value}
                    size="small"
                    fullWidth
                    onChange={(event) => set(values.map((current, at) => (at === index ? event.target.value : current)))}
                    onBlur={field.onBlur}
                    error={error !== undefined}
                    helperText={error}
                    slotProps={{ htmlInput: { maxLength: QA_ALTERNATIVE_MAX } }}
                  />
                  <IconButton aria-label={t.removeAlternative(index + 1)} onClick={() => set(values.filter((_value, at) => at !== index))}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              );
            })}
            {listError ? (
              <Typography variant="body2" color="error" role="alert">
                {listError}
              </Typography>
            ) : null}
            <Box>
              <Button startIcon={<AddIcon />} onClick={() => set([...values, ''])} disabled={full}>
                {t.addAlternative}
              </Button>
              {full ? (
                <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  {t.alternativesFull(QA_ALTERNATIVES_MAX)}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
    />
  );
}
