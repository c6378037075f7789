import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useController } from 'react-hook-form';
import { FORM_OPTION_MAX } from 'shared-contracts';
import { FieldHelper } from 'shared-ui';
import { useBuilderForm } from '../hooks/use-builder-form';
import { messageAt } from '../utils/message-at';
import { labels } from '../labels';

export interface OptionsEditorProps {
  index: number;
  max: number;
}

/** The choices of a choice field, one line each: add, edit, remove (never below two). */
export function OptionsEditor({ index, max }: OptionsEditorProps) {
  const { control, formState } = useBuilderForm();
  const name = `fields.${index}.options` as const;
  const { field } = useController({ control, name });
  const value: unknown = field.value;
  const options = Array.isArray(value) ? value.filter((option): option is string => typeof option === 'string') : [];
  const listError = messageAt(formState.errors, name);
  const t = labels.field;

  const change = (next: string[]) => field.onChange(next);
  const add = () => change([...options, labels.defaults.option(options.length + 1)]);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', mb: 1 }}>
        <Typography component="legend" variant="subtitle2" sx={{ flex: 1 }}>
          {t.options}
        </Typography>
        <Typography variant="caption" color={options.length > max ? 'error' : 'text.secondary'}>
          {t.optionsCount(options.length, max)}
        </Typography>
      </Box>
      <Stack spacing={1}>
        {options.map((option, position) => {
          const error = messageAt(formState.errors, `${name}.${position}`);
          return (
            <Box key={position} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
              <TextField
                size="small"
                fullWidth
                label={t.option(position + 1)}
                value={option}
                onChange={(event) => change(options.map((current, i) => (i === position ? event.target.value : current)))}
                onBlur={field.onBlur}
                inputRef={position === 0 ? field.ref : undefined}
                error={Boolean(error)}
                helperText={error ? <FieldHelper error={error} count={{ value: option, max: FORM_OPTION_MAX }} /> : undefined}
              />
              <IconButton
                aria-label={t.removeOption(position + 1)}
                onClick={() => change(options.filter((_option, i) => i !== position))}
                disabled={options.length <= 2}
                sx={{ mt: 0.25 }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Stack>
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <Button size="small" startIcon={<AddIcon />} onClick={add} disabled={options.length >= max} sx={{ mt: 1 }}>
        {t.addOption}
      </Button>
    </Box>
  );
}
