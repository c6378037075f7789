import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import {
  CHAT_TITLE_MAX,
  INPUT_PLACEHOLDER_MAX,
  LAUNCHER_OFFSET_MAX,
  LAUNCHER_SIDES,
  LAUNCHER_SIDE_LABELS,
  WELCOME_MESSAGE_MAX,
  chatUiSettingsRequestSchema,
  type ChatUiSettingsResponse,
  type LauncherSide,
} from 'shared-contracts';
import {
  FieldHelper,
  SettingsForm,
  SettingsPreviewLayout,
  SettingsSection,
  SwitchField,
  useSettingsForm,
  settingsFormLabels,
} from 'shared-ui';
import { useUpdateChatUiSettings } from '../api/update-chat-ui-settings';
import { formValuesOf } from '../utils/form-values';
import { previewValuesOf } from '../utils/preview-values';
import { labels } from '../labels';
import { ThemeColorField } from './ThemeColorField';
import { WidgetPreview } from './WidgetPreview';

export interface ChatUiSettingsFormProps {
  settings: ChatUiSettingsResponse;
  onSaved(): void;
  onError(message: string): void;
}

const isSide = (value: string): value is LauncherSide => (LAUNCHER_SIDES as readonly string[]).includes(value);

/** The chat UI settings with the widget preview beside them, drawn from the unsaved values. */
export function ChatUiSettingsForm({ settings, onSaved, onError }: ChatUiSettingsFormProps) {
  const { form, guard, frame } = useSettingsForm(chatUiSettingsRequestSchema, formValuesOf(settings), {
    save: useUpdateChatUiSettings(),
    valuesOf: formValuesOf,
    onSaved: () => onSaved(),
    onError,
    // The API refuses with the schema's own messages: they belong at the fields, the summary on top.
    // A refusal may sit far down a long form: say so where the owner is looking.
    invalidMessage: settingsFormLabels.fixErrors,
  });
  const { errors } = form.formState;
  const live = useWatch({ control: form.control });

  const offsetField = (name: 'launcher_offset.x' | 'launcher_offset.y', label: string) => {
    const error = name === 'launcher_offset.x' ? errors.launcher_offset?.x : errors.launcher_offset?.y;
    return (
      <TextField
        {...form.register(name, { valueAsNumber: true })}
        type="number"
        label={label}
        error={Boolean(error)}
        helperText={<FieldHelper error={error?.message} hint={labels.offsetHint} />}
        slotProps={{
          htmlInput: { min: 0, max: LAUNCHER_OFFSET_MAX, step: 1, inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">{labels.px}</InputAdornment> },
        }}
      />
    );
  };

  return (
    <SettingsPreviewLayout wideColumns="minmax(0, 760px) 380px">
      <SettingsForm
        title={labels.formTitle}
        description={labels.formDescription}
        {...frame}
      >
        <SettingsSection title={labels.textsSection} description={labels.textsHelp}>
          <TextField
            {...form.register('title')}
            label={labels.title}
            required
            error={Boolean(errors.title)}
            helperText={
              <FieldHelper error={errors.title?.message} hint={labels.titleHint} count={{ value: live.title ?? '', max: CHAT_TITLE_MAX }} />
            }
          />
          <TextField
            {...form.register('welcome_message')}
            label={labels.welcomeMessage}
            multiline
            minRows={2}
            error={Boolean(errors.welcome_message)}
            helperText={
              <FieldHelper
                error={errors.welcome_message?.message}
                hint={labels.welcomeMessageHint}
                count={{ value: live.welcome_message ?? '', max: WELCOME_MESSAGE_MAX }}
              />
            }
          />
          <TextField
            {...form.register('input_placeholder')}
            label={labels.inputPlaceholder}
            error={Boolean(errors.input_placeholder)}
            helperText={
              <FieldHelper
                error={errors.input_placeholder?.message}
                hint={labels.inputPlaceholderHint}
                count={{ value: live.input_placeholder ?? '', max: INPUT_PLACEHOLDER_MAX }}
              />
            }
          />
        </SettingsSection>

        <SettingsSection title={labels.appearanceSection} description={labels.appearanceHelp}>
          <ThemeColorField control={form.control} />
          <Controller
            control={form.control}
            name="launcher_side"
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <FormLabel id="launcher-side-label">{labels.launcherSide}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="launcher-side-label"
                  name={field.name}
                  value={field.value}
                  onChange={(event) => {
                    if (isSide(event.target.value)) field.onChange(event.target.value);
                  }}
                  onBlur={field.onBlur}
                >
                  {LAUNCHER_SIDES.map((side) => (
                    <FormControlLabel key={side} value={side} control={<Radio />} label={LAUNCHER_SIDE_LABELS[side]} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            {offsetField('launcher_offset.x', labels.offsetX)}
            {offsetField('launcher_offset.y', labels.offsetY)}
          </Box>
        </SettingsSection>

        <SettingsSection title={labels.behaviourSection}>
          {(
            [
              ['open_on_load', labels.openOnLoad, labels.openOnLoadHint],
              ['show_quick_replies', labels.showQuickReplies, labels.showQuickRepliesHint],
              ['show_avatar', labels.showAvatar, labels.showAvatarHint],
            ] as const
          ).map(([name, label, hint]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <SwitchField label={label} hint={hint} checked={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
              )}
            />
          ))}
        </SettingsSection>
      </SettingsForm>
      <Box sx={{ position: 'sticky', top: 88 }}>
        <WidgetPreview values={previewValuesOf(live)} />
      </Box>
      {guard}
    </SettingsPreviewLayout>
  );
}
