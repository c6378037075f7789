import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { EMOTION_LABEL_MAX, isBuiltinEmotionKey, type BuiltinEmotionKey, type EmotionStatesRequest } from 'shared-contracts';
import { FieldHelper, SwitchField } from 'shared-ui';
import { labels } from '../labels';
import { TriggerWordsInput } from './TriggerWordsInput';

/** What the route's media library field needs: the chosen id, and where a new choice goes. */
export interface ImageFieldProps {
  value: string | null;
  onChange(id: string | null): void;
  label: string;
  error?: string;
}

export interface EmotionCardProps {
  form: UseFormReturn<EmotionStatesRequest>;
  index: number;
  onRemove(): void;
  /** Draws the face this emotion shows: its image, or the built-in avatar's expression. */
  renderFace(expression: BuiltinEmotionKey, imageId: string | null): ReactNode;
  renderImageField(props: ImageFieldProps): ReactNode;
}

/** One emotion: its face, name, switch, trigger words and image. */
export function EmotionCard({ form, index, onRemove, renderFace, renderImageField }: EmotionCardProps) {
  const emotion = useWatch({ control: form.control, name: `emotions.${index}` });
  const errors = form.formState.errors.emotions?.[index];
  const key = emotion?.key ?? '';
  const builtin = isBuiltinEmotionKey(key);
  const label = emotion?.label ?? '';
  const enabled = emotion?.enabled ?? true;
  const wordErrors = errors?.trigger_words;
  const invalidIndex = Array.isArray(wordErrors) ? wordErrors.findIndex((e) => Boolean(e?.message)) : -1;
  const wordError = (invalidIndex >= 0 && Array.isArray(wordErrors) ? wordErrors[invalidIndex]?.message : undefined) ?? wordErrors?.message ?? wordErrors?.root?.message;

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label || labels.custom}
      data-emotion={key}
      sx={{ p: 2.5, display: 'grid', gridTemplateColumns: '128px minmax(0, 1fr)', gap: 2.5 }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <Box
          role="img"
          aria-label={labels.preview(label)}
          sx={{ lineHeight: 0, borderRadius: 2, bgcolor: 'action.hover', p: 1, opacity: enabled ? 1 : 0.45, filter: enabled ? 'none' : 'grayscale(1)' }}
        >
          {renderFace(builtin ? key : 'neutral', emotion?.image_media_id ?? null)}
        </Box>
        {!builtin && !emotion?.image_media_id ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {labels.customFace}
          </Typography>
        ) : null}
        {!enabled ? <Chip size="small" label={labels.off} sx={{ mt: 0.75 }} /> : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          {builtin ? (
            <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="h5" component="h3">
                {label}
              </Typography>
              <Chip size="small" label={labels.builtin} variant="outlined" />
            </Box>
          ) : (
            <TextField
              {...form.register(`emotions.${index}.label`)}
              label={labels.label}
              required
              size="small"
              error={Boolean(errors?.label)}
              helperText={<FieldHelper error={errors?.label?.message} hint={labels.labelHint} count={{ value: label, max: EMOTION_LABEL_MAX }} />}
              sx={{ flex: 1, maxWidth: 360 }}
            />
          )}
          {!builtin ? (
            <Tooltip title={labels.deleteEmotion(label)}>
              <IconButton aria-label={labels.deleteEmotion(label)} onClick={onRemove}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
        <Controller
          control={form.control}
          name={`emotions.${index}.enabled`}
          render={({ field }) => (
            <SwitchField
              label={labels.enabled}
              hint={key === 'neutral' ? labels.neutralAlways : errors?.enabled?.message ?? labels.enabledHint}
              checked={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              disabled={key === 'neutral'}
            />
          )}
        />
        <Controller
          control={form.control}
          name={`emotions.${index}.trigger_words`}
          render={({ field }) => (
            <TriggerWordsInput
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={wordError}
              invalidIndex={invalidIndex >= 0 ? invalidIndex : undefined}
              hint={key === 'neutral' ? labels.neutralTriggerHint : labels.triggerWordsHint}
            />
          )}
        />
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {labels.image}
          </Typography>
          <Controller
            control={form.control}
            name={`emotions.${index}.image_media_id`}
            render={({ field, fieldState }) => (
              <>
                {renderImageField({
                  value: field.value,
                  onChange: (id) => field.onChange(id),
                  label: labels.imageOf(label),
                  error: fieldState.error?.message,
                })}
              </>
            )}
          />
        </Box>
      </Box>
    </Paper>
  );
}
