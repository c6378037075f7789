import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray } from 'react-hook-form';
import {
  CUSTOM_EMOTIONS_MAX,
  emotionStatesRequestSchema,
  isBuiltinEmotionKey,
  type BuiltinEmotionKey,
  type EmotionStatesResponse,
} from 'shared-contracts';
import { SettingsForm, useSettingsForm } from 'shared-ui';
import { useUpdateEmotionStates } from '../api/update-emotion-states';
import { formValuesOf, newEmotion } from '../utils/form-values';
import { labels } from '../labels';
import { EmotionCard, type ImageFieldProps } from './EmotionCard';

/** Two columns of emotions on a wide screen, one below about 1200 px of content. */
export const EMOTION_LIST_MAX_WIDTH = 1400;
const EMOTION_CARD_MIN_WIDTH = 540;

export interface EmotionStatesFormProps {
  states: EmotionStatesResponse;
  onSaved(): void;
  onError(message: string): void;
  renderFace(expression: BuiltinEmotionKey, imageId: string | null): ReactNode;
  renderImageField(props: ImageFieldProps): ReactNode;
}

export function EmotionStatesForm({ states, onSaved, onError, renderFace, renderImageField }: EmotionStatesFormProps) {
  const { form, guard, frame } = useSettingsForm(emotionStatesRequestSchema, formValuesOf(states), {
    save: useUpdateEmotionStates(),
    valuesOf: formValuesOf,
    onSaved: () => onSaved(),
    onError,
  });
  const { errors } = form.formState;
  // The emotions carry their own `key`, so the array keeps its React keys under another name.
  const list = useFieldArray({ control: form.control, name: 'emotions', keyName: 'fieldKey' });
  const customCount = list.fields.filter((f) => !isBuiltinEmotionKey(f.key)).length;
  const listError = errors.emotions?.message ?? errors.emotions?.root?.message;

  const add = () => {
    const index = list.fields.length;
    list.append(newEmotion(), { shouldFocus: true, focusName: `emotions.${index}.label` });
  };

  return (
    <>
      <SettingsForm ariaLabel={labels.title} maxWidth={EMOTION_LIST_MAX_WIDTH} {...frame}>
        {listError ? (
          <Alert severity="error" role="alert">
            {listError}
          </Alert>
        ) : null}
        <Box component="ul" aria-label={labels.listTitle} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: `repeat(auto-fill, minmax(${EMOTION_CARD_MIN_WIDTH}px, 1fr))` }}>
          {list.fields.map((field, index) => (
            <EmotionCard key={field.fieldKey} form={form} index={index} onRemove={() => list.remove(index)} renderFace={renderFace} renderImageField={renderImageField} />
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={customCount >= CUSTOM_EMOTIONS_MAX}>
            {labels.addEmotion}
          </Button>
          {customCount >= CUSTOM_EMOTIONS_MAX ? (
            <Typography variant="body2" color="text.secondary">
              {labels.addLimit(CUSTOM_EMOTIONS_MAX)}
            </Typography>
          ) : null}
        </Box>
      </SettingsForm>
      {guard}
    </>
  );
}
