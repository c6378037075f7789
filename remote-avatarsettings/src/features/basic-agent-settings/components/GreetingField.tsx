import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import {
  AGENT_GREETING_MAX,
  type BasicAgentSettings,
  type BasicAgentSettingsRequest,
} from 'shared-contracts';
import { FieldHelper, VariableChips, useInsertAtCaret } from 'shared-ui';
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
      <VariableChips caption={labels.insertVariable} onInsert={insert} />
    </Box>
  );
}
