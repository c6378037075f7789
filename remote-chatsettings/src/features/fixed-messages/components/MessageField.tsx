import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import {
  FIXED_MESSAGE_KIND_DESCRIPTIONS,
  FIXED_MESSAGE_KIND_LABELS,
  FIXED_MESSAGE_MAX,
  MESSAGE_VARIABLE_SAMPLES,
  fillVariables,
  type FixedMessageKind,
  type FixedMessages,
  type FixedMessagesRequest,
} from 'shared-contracts';
import { FieldHelper, VariableChips, useInsertAtCaret } from 'shared-ui';
import { labels } from '../labels';
import type { RenderImageField } from 'shared-ui';
import { isImageKind, MessageImageField } from './MessageImageField';

export interface MessageFieldProps {
  kind: FixedMessageKind;
  control: Control<FixedMessagesRequest, unknown, FixedMessages>;
  /** The picture of the messages that answer a visitor, chosen from the media library. */
  renderImageField: RenderImageField;
}

/** One fixed message: the text, buttons that insert variables at the caret, and the filled-in preview. */
export function MessageField({ kind, control, renderImageField }: MessageFieldProps) {
  const { field, fieldState } = useController({ control, name: `messages.${kind}` });
  const label = FIXED_MESSAGE_KIND_LABELS[kind];
  const value = field.value ?? '';

  const { input, insert } = useInsertAtCaret(value, field.onChange);

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        name={field.name}
        inputRef={(element: HTMLTextAreaElement | HTMLInputElement | null) => {
          field.ref(element);
          input.current = element;
        }}
        required
        multiline
        minRows={2}
        error={Boolean(fieldState.error)}
        helperText={
          <FieldHelper
            error={fieldState.error?.message}
            hint={FIXED_MESSAGE_KIND_DESCRIPTIONS[kind]}
            count={{ value, max: FIXED_MESSAGE_MAX }}
          />
        }
      />
      <VariableChips
        caption={labels.insertVariable}
        groupLabel={`${label}: ${labels.insertVariable}`}
        chipLabel={(variableLabel, token) => labels.insertVariableButton(label, variableLabel, token)}
        onInsert={insert}
      />
      <Box
        aria-label={`${label}: ${labels.preview}`}
        role="note"
        sx={{ mt: 1.25, px: 1.5, py: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {labels.preview}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {fillVariables(value, MESSAGE_VARIABLE_SAMPLES)}
        </Typography>
      </Box>
      {isImageKind(kind) ? <MessageImageField kind={kind} label={label} control={control} renderImageField={renderImageField} /> : null}
    </Box>
  );
}
