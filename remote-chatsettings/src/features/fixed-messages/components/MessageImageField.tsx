import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import {
  FIXED_MESSAGE_IMAGE_KINDS,
  type FixedMessageImageKind,
  type FixedMessageKind,
  type FixedMessages,
  type FixedMessagesRequest,
} from 'shared-contracts';
import { labels } from '../labels';
import type { RenderImageField } from 'shared-ui';

export function isImageKind(kind: FixedMessageKind): kind is FixedMessageImageKind {
  return (FIXED_MESSAGE_IMAGE_KINDS as readonly string[]).includes(kind);
}

export interface MessageImageFieldProps {
  kind: FixedMessageImageKind;
  /** The message's name, e.g. 営業時間外. */
  label: string;
  control: Control<FixedMessagesRequest, unknown, FixedMessages>;
  renderImageField: RenderImageField;
}

/** The picture from the media library the agent shows with one fixed message. */
export function MessageImageField({ kind, label, control, renderImageField }: MessageImageFieldProps) {
  const { field, fieldState } = useController({ control, name: `images.${kind}` });
  return (
    <Box sx={{ mt: 1.25 }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {labels.image(label)}
      </Typography>
      {renderImageField({ value: field.value ?? null, onChange: (id) => field.onChange(id), label: labels.image(label), error: fieldState.error?.message })}
    </Box>
  );
}
