import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import {
  SIGN_IN_REQUIREMENTS,
  SIGN_IN_REQUIREMENT_LABELS,
  lineLoginSettingsRequestSchema,
  type LineLoginSettingsRequest,
  type LineLoginSettingsResponse,
} from 'shared-contracts';
import {
  CopyField,
  SettingsForm,
  SettingsSection,
  SwitchField,
  useSettingsForm,
} from 'shared-ui';
import { useUpdateLineLoginSettings } from '../api/update-line-login-settings';
import { labels } from '../labels';
import { ChannelSecretField } from './ChannelSecretField';
import { MailSignInSection } from './MailSignInSection';

/** The form's starting point: what is stored, with the secret left as it is (absent). */
function valuesOf(settings: LineLoginSettingsResponse): LineLoginSettingsRequest {
  return {
    enabled: settings.enabled,
    channel_id: settings.channel_id,
    sign_in_requirement: settings.sign_in_requirement,
    mail_enabled: settings.mail_enabled,
    channel_secret: undefined,
  };
}

export type LineLoginSettingsFormProps = {
  settings: LineLoginSettingsResponse;
  onSaved(): void;
  onError(message: string): void;
};

export function LineLoginSettingsForm({ settings, onSaved, onError }: LineLoginSettingsFormProps) {
  const { form, guard, frame } = useSettingsForm(lineLoginSettingsRequestSchema, valuesOf(settings), {
    save: useUpdateLineLoginSettings(),
    // The typed secret is dropped here: from now on only its status is known.
    valuesOf,
    onSaved: () => onSaved(),
    onError,
    summary: 'unlessAtFields',
  });
  const { errors } = form.formState;

  return (
    <>
      <SettingsForm
        ariaLabel={labels.title}
        {...frame}
        onDiscard={() => form.reset(valuesOf(settings))}
      >
        <SettingsSection
          title={labels.channelSection}
          description={labels.channelSectionHelp}
          headingLevel="h2"
        >
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <SwitchField
                label={labels.enabled}
                hint={labels.enabledHelp}
                checked={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          />
          <TextField
            {...form.register('channel_id')}
            label={labels.channelId}
            error={errors.channel_id !== undefined}
            helperText={errors.channel_id?.message ?? labels.channelIdHelp}
            sx={{ maxWidth: 480 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } }}
          />
          <Controller
            control={form.control}
            name="channel_secret"
            render={({ field }) => (
              <ChannelSecretField
                status={settings.channel_secret_status}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.channel_secret?.message}
              />
            )}
          />
          <Box sx={{ maxWidth: 760 }}>
            <CopyField label={labels.callbackUrl} value={settings.callback_url} helperText={labels.callbackUrlHelp} />
          </Box>
        </SettingsSection>
        <MailSignInSection control={form.control} available={settings.mail_available} />
        <SettingsSection title={labels.requirementSection} description={labels.requirementHelp} headingLevel="h2">
          <Controller
            control={form.control}
            name="sign_in_requirement"
            render={({ field }) => (
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                aria-label={labels.requirementSection}
              >
                {SIGN_IN_REQUIREMENTS.map((requirement) => (
                  <FormControlLabel
                    key={requirement}
                    value={requirement}
                    control={<Radio />}
                    label={SIGN_IN_REQUIREMENT_LABELS[requirement]}
                  />
                ))}
              </RadioGroup>
            )}
          />
          {errors.sign_in_requirement ? <FormHelperText error>{errors.sign_in_requirement.message}</FormHelperText> : null}
        </SettingsSection>
      </SettingsForm>
      {guard}
    </>
  );
}
