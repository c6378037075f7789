import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import {
  AGENT_GREETING_MAX,
  MESSAGE_VARIABLES,
  MESSAGE_VARIABLE_LABELS,
  type BasicAgentSettings,
  type BasicAgentSettingsRequest,
} from 'shared-contracts';
import { FieldHelper, useInsertAtCaret } from 'shared-ui';
import { labels } from '../labels';

export interface GreetingFieldProps {
  control: Control<BasicAgentSettingsRequest, unknown, BasicAgentSettings>;
}

/** The greeting, with buttons that put a variable where the caret is. */
export function GreetingField({ control }: GreetingFieldProps) {
  const { field, fieldState } = useController({ control, name: 'greeting' });
  const value = field.value ?? '';

  const { input, insert } = useInsertAtCaret(value, field.onChange);

  return (
    <Box>
      <TextField
        label={labels.greeting}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        name={field.name}
        inputRef={(element: HTMLTextAreaElement | HTMLInputElement | null) => {
          field.ref(element);
          input.current = element;
        }}
        required
        fullWidth
        multiline
        minRows={2}
        error={Boolean(fieldState.error)}
        helperText={<FieldHelper error={fieldState.error?.message} count={{ value, max: AGENT_GREETING_MAX }} />}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 1 }} role="group" aria-label={labels.insertVariable}>
        <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
          {labels.insertVariable}
        </Typography>
        {MESSAGE_VARIABLES.map((variable) => (
          <Chip
            key={variable}
            size="small"
            variant="outlined"
            color="primary"
            label={MESSAGE_VARIABLE_LABELS[variable]}
            onClick={() => insert(`{${variable}}`)}
            // Keeps the caret where the owner left it in the text.
            onMouseDown={(event) => event.preventDefault()}
          />
        ))}
      </Box>
    </Box>
  );
}
