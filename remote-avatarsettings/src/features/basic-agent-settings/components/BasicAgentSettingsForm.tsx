import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import {
  AGENT_DESCRIPTION_MAX,
  AGENT_LANGUAGES,
  AGENT_LANGUAGE_LABELS,
  AGENT_NAME_MAX,
  FIRST_PERSON_MAX,
  FIRST_PERSON_PRESETS,
  PERSONA_TONES,
  PERSONA_TONE_EXAMPLES,
  PERSONA_TONE_LABELS,
  VISITOR_ADDRESS_MAX,
  VISITOR_ADDRESS_PRESETS,
  basicAgentSettingsRequestSchema,
  type BasicAgentSettingsResponse,
  type PersonaTone,
} from 'shared-contracts';
import { FieldHelper, SettingsForm, SettingsPreviewLayout, SettingsSection, useSettingsForm } from 'shared-ui';
import { useUpdateBasicAgentSettings } from '../api/update-basic-agent-settings';
import { formValuesOf } from '../utils/form-values';
import { greetingPreviewOf } from '../utils/greeting-preview';
import { labels } from '../labels';
import { GreetingField } from './GreetingField';
import { GreetingPreview } from './GreetingPreview';
import { PresetOrCustomField } from './PresetOrCustomField';

export interface BasicAgentSettingsFormProps {
  settings: BasicAgentSettingsResponse;
  onSaved(): void;
  onError(message: string): void;
  avatar: ReactNode;
}

const FIRST_PERSON_OPTIONS = FIRST_PERSON_PRESETS.map((value) => ({ value, label: value }));
const [CUSTOMER, BY_NAME] = VISITOR_ADDRESS_PRESETS;
const VISITOR_ADDRESS_OPTIONS = [
  { value: CUSTOMER, label: CUSTOMER },
  { value: BY_NAME, label: labels.visitorByName },
];

export function BasicAgentSettingsForm({ settings, onSaved, onError, avatar }: BasicAgentSettingsFormProps) {
  const { form, guard, frame } = useSettingsForm(basicAgentSettingsRequestSchema, formValuesOf(settings), {
    save: useUpdateBasicAgentSettings(),
    valuesOf: formValuesOf,
    onSaved: () => onSaved(),
    onError,
  });
  const { errors } = form.formState;
  const live = useWatch({ control: form.control });
  const tone: PersonaTone = live.persona?.tone ?? 'polite';

  return (
    <SettingsPreviewLayout wideColumns="minmax(0, 760px) 400px">
      <SettingsForm ariaLabel={labels.title} {...frame}>
        <SettingsSection title={labels.profileSection} headingLevel="h2">
          <TextField
            {...form.register('name')}
            label={labels.name}
            required
            error={Boolean(errors.name)}
            helperText={<FieldHelper error={errors.name?.message} hint={labels.nameHint} count={{ value: live.name ?? '', max: AGENT_NAME_MAX }} />}
          />
          <TextField
            {...form.register('description')}
            label={labels.descriptionField}
            multiline
            minRows={2}
            error={Boolean(errors.description)}
            helperText={
              <FieldHelper error={errors.description?.message} hint={labels.descriptionHint} count={{ value: live.description ?? '', max: AGENT_DESCRIPTION_MAX }} />
            }
          />
        </SettingsSection>

        <SettingsSection title={labels.personaSection} description={labels.personaHelp} headingLevel="h2">
          <Controller
            control={form.control}
            name="persona.tone"
            render={({ field }) => (
              <FormControl error={Boolean(errors.persona?.tone)}>
                <FormLabel id="persona-tone-label">{labels.tone}</FormLabel>
                <RadioGroup row aria-labelledby="persona-tone-label" name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                  {PERSONA_TONES.map((option) => (
                    <FormControlLabel key={option} value={option} control={<Radio />} label={PERSONA_TONE_LABELS[option]} />
                  ))}
                </RadioGroup>
                <FormHelperText sx={{ mx: 0 }}>{errors.persona?.tone?.message ?? labels.toneExample(PERSONA_TONE_EXAMPLES[tone])}</FormHelperText>
              </FormControl>
            )}
          />
          <Controller
            control={form.control}
            name="persona.first_person"
            render={({ field, fieldState }) => (
              <PresetOrCustomField
                id="first-person"
                label={labels.firstPerson}
                presets={FIRST_PERSON_OPTIONS}
                customLabel={labels.custom}
                customFieldLabel={labels.customFirstPerson}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
                max={FIRST_PERSON_MAX}
              />
            )}
          />
          <Controller
            control={form.control}
            name="persona.visitor_address"
            render={({ field, fieldState }) => (
              <PresetOrCustomField
                id="visitor-address"
                label={labels.visitorAddress}
                presets={VISITOR_ADDRESS_OPTIONS}
                customLabel={labels.custom}
                customFieldLabel={labels.customVisitorAddress}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
                hint={labels.visitorAddressHint}
                max={VISITOR_ADDRESS_MAX}
              />
            )}
          />
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="language-label">{labels.language}</FormLabel>
                <RadioGroup row aria-labelledby="language-label" name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                  {AGENT_LANGUAGES.map((option) => (
                    <FormControlLabel key={option} value={option} control={<Radio />} label={AGENT_LANGUAGE_LABELS[option]} />
                  ))}
                </RadioGroup>
                <FormHelperText sx={{ mx: 0 }}>{labels.languageHint}</FormHelperText>
              </FormControl>
            )}
          />
        </SettingsSection>

        <SettingsSection title={labels.greetingSection} description={labels.greetingHelp} headingLevel="h2">
          <GreetingField control={form.control} />
        </SettingsSection>
      </SettingsForm>
      <Box sx={{ position: 'sticky', top: 88 }}>
        <GreetingPreview preview={greetingPreviewOf(live)} avatar={avatar} />
      </Box>
      {guard}
    </SettingsPreviewLayout>
  );
}
