import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Controller, useWatch } from 'react-hook-form';
import {
  AVATAR_POSITION_DEFAULT,
  AVATAR_POSITION_MAX,
  AVATAR_POSITION_MIN,
  AVATAR_SIZE_DEFAULT,
  AVATAR_SIZE_MAX,
  AVATAR_SIZE_MIN,
  AVATAR_SOURCE_LABELS,
  avatarSettingsRequestSchema,
  type AvatarSettingsResponse,
  type BuiltinCharacterId,
} from 'shared-contracts';
import { SettingsForm, SettingsPreviewLayout, SettingsSection, useSettingsForm } from 'shared-ui';
import { SliderNumberField } from '../../../components/SliderNumberField';
import { useLauncherLook, type LauncherLook } from '../api/get-launcher-placement';
import { useUpdateAvatarSettings } from '../api/update-avatar-settings';
import { formValuesOf } from '../utils/form-values';
import { previewValuesOf, type AvatarPreviewValues } from '../utils/preview-values';
import { labels } from '../labels';
import { CharacterPicker } from './CharacterPicker';

/** What the route's media library field needs: the chosen id, and where a new choice goes. */
export interface ImageFieldProps {
  value: string | null;
  onChange(id: string | null): void;
  label: string;
  error?: string;
  removable: boolean;
}

export interface AvatarSettingsFormProps {
  settings: AvatarSettingsResponse;
  onSaved(): void;
  onError(message: string): void;
  renderCharacter(id: BuiltinCharacterId): ReactNode;
  renderImageField(props: ImageFieldProps): ReactNode;
  renderPreview(values: AvatarPreviewValues, launcher: LauncherLook): ReactNode;
}

export function AvatarSettingsForm({ settings, onSaved, onError, renderCharacter, renderImageField, renderPreview }: AvatarSettingsFormProps) {
  const launcher = useLauncherLook();
  // Every change is checked at once: an out-of-range number says so while it is being typed.
  const { form, guard, frame } = useSettingsForm(avatarSettingsRequestSchema, formValuesOf(settings), {
    save: useUpdateAvatarSettings(),
    valuesOf: formValuesOf,
    onSaved: () => onSaved(),
    onError,
    formOptions: { mode: 'onChange' },
  });
  const live = useWatch({ control: form.control });
  const source = live.source ?? settings.source;

  const resetPlacement = () => {
    form.setValue('position', AVATAR_POSITION_DEFAULT, { shouldDirty: true, shouldValidate: true });
    form.setValue('size', AVATAR_SIZE_DEFAULT, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <SettingsPreviewLayout columns="minmax(0, 1fr) minmax(0, 1fr)" wideColumns="minmax(0, 720px) minmax(0, 640px)">
      {/* Until the first save the owner has not chosen: keeping ゆい where she stands is a choice too (はじめの設定's アバターを選ぶ). */}
      <SettingsForm ariaLabel={labels.title} {...frame} neverSaved={settings.updated_at === null}>
        <SettingsSection title={labels.avatarSection} description={labels.avatarHelp} headingLevel="h2">
          <Controller
            control={form.control}
            name="source"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="avatar-source-label">{labels.source}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="avatar-source-label"
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  <FormControlLabel value="builtin" control={<Radio />} label={AVATAR_SOURCE_LABELS.builtin} />
                  <FormControlLabel value="media" control={<Radio />} label={AVATAR_SOURCE_LABELS.media} />
                </RadioGroup>
              </FormControl>
            )}
          />
          {source === 'media' ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {labels.mediaHelp}
              </Typography>
              <Controller
                control={form.control}
                name="media_id"
                render={({ field, fieldState }) => (
                  <>
                    {renderImageField({
                      value: field.value,
                      onChange: (id) => field.onChange(id),
                      label: labels.image,
                      error: fieldState.error?.message,
                      removable: false,
                    })}
                  </>
                )}
              />
            </>
          ) : (
            <Controller
              control={form.control}
              name="builtin_character"
              render={({ field }) => <CharacterPicker value={field.value} onChange={field.onChange} renderCharacter={renderCharacter} />}
            />
          )}
        </SettingsSection>

        <SettingsSection
          title={labels.placementSection}
          description={labels.placementHelp}
          headingLevel="h2"
          actions={
            <Button size="small" variant="outlined" color="inherit" startIcon={<RestartAltIcon />} onClick={resetPlacement}>
              {labels.resetToDefaults}
            </Button>
          }
        >
          <SliderNumberField
            control={form.control}
            name="position"
            label={labels.position}
            hint={labels.positionHint}
            min={AVATAR_POSITION_MIN}
            max={AVATAR_POSITION_MAX}
            step={1}
            unit={labels.px}
            marks={[
              { value: AVATAR_POSITION_MIN, label: String(AVATAR_POSITION_MIN) },
              { value: AVATAR_POSITION_DEFAULT, label: labels.defaultMark(AVATAR_POSITION_DEFAULT) },
              { value: AVATAR_POSITION_MAX, label: String(AVATAR_POSITION_MAX) },
            ]}
          />
          <SliderNumberField
            control={form.control}
            name="size"
            label={labels.size}
            hint={labels.sizeHint}
            min={AVATAR_SIZE_MIN}
            max={AVATAR_SIZE_MAX}
            step={1}
            unit={labels.percent}
            marks={[
              { value: AVATAR_SIZE_MIN, label: String(AVATAR_SIZE_MIN) },
              { value: AVATAR_SIZE_DEFAULT, label: labels.defaultMark(AVATAR_SIZE_DEFAULT) },
              { value: AVATAR_SIZE_MAX, label: String(AVATAR_SIZE_MAX) },
            ]}
          />
        </SettingsSection>
      </SettingsForm>
      <Box component="section" aria-labelledby="avatar-preview-title" sx={{ position: 'sticky', top: 88 }}>
        <Typography id="avatar-preview-title" variant="h5" component="h2">
          {labels.preview}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {labels.previewHelp}
        </Typography>
        {renderPreview(previewValuesOf(live), launcher)}
      </Box>
      {guard}
    </SettingsPreviewLayout>
  );
}
