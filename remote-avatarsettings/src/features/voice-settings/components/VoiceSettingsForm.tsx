import { useRef, useState, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useWatch } from 'react-hook-form';
import {
  VOICE_ENGINE_LABELS,
  VOICE_ENGINE_TYPES,
  VOICE_INTONATION_MAX,
  VOICE_INTONATION_MIN,
  VOICE_PITCH_MAX,
  VOICE_PITCH_MIN,
  VOICE_PREVIEW_SAMPLE,
  VOICE_SCALE_STEP,
  VOICE_SPEED_MAX,
  VOICE_SPEED_MIN,
  VOICE_VOLUME_MAX,
  VOICE_VOLUME_MIN,
  voiceSettingsRequestSchema,
  type VoiceEngineType,
  type VoiceSettingsRequest,
  type VoiceSettingsResponse,
} from 'shared-contracts';
import { SettingsForm, SettingsSection, SwitchField, useSettingsForm } from 'shared-ui';
import { SliderNumberField } from '../../../components/SliderNumberField';
import { useUpdateVoiceSettings } from '../api/update-voice-settings';
import { ENGINE_DRAFTS, formValuesOf } from '../utils/form-values';
import { useVoicePreview } from '../hooks/use-voice-preview';
import { labels } from '../labels';
import { BrowserVoiceFields } from './BrowserVoiceFields';
import { PreviewPanel } from './PreviewPanel';
import { VoicevoxFields } from './VoicevoxFields';

export interface VoiceSettingsFormProps {
  settings: VoiceSettingsResponse;
  onSaved(): void;
  onError(message: string): void;
  renderSpeaker(speaking: boolean): ReactNode;
}

const isEngineType = (v: string): v is VoiceEngineType => (VOICE_ENGINE_TYPES as readonly string[]).includes(v);

export function VoiceSettingsForm({ settings, onSaved, onError, renderSpeaker }: VoiceSettingsFormProps) {
  const drafts = useRef<Record<VoiceEngineType, VoiceSettingsRequest['engine']>>({ ...ENGINE_DRAFTS, [settings.engine.type]: settings.engine });
  const { form, guard, frame } = useSettingsForm(voiceSettingsRequestSchema, formValuesOf(settings), {
    save: useUpdateVoiceSettings(),
    valuesOf: formValuesOf,
    onSaved: (saved) => {
      drafts.current[saved.engine.type] = saved.engine;
      onSaved();
    },
    onError,
  });
  const engineType = useWatch({ control: form.control, name: 'engine.type' }) ?? settings.engine.type;
  const preview = useVoicePreview();
  const [sample, setSample] = useState<string>(VOICE_PREVIEW_SAMPLE);

  // Switching engine and back brings back what was set for it.
  const switchTo = (next: VoiceEngineType) => {
    drafts.current[engineType] = form.getValues('engine');
    form.setValue('engine', { ...drafts.current[next] }, { shouldDirty: true });
    form.clearErrors('engine');
    preview.stop();
  };

  const playSample = async () => {
    const fields = ['engine', 'speed', 'pitch', 'intonation', 'volume'] as const;
    if (!(await form.trigger(fields))) return;
    const parsed = voiceSettingsRequestSchema.safeParse(form.getValues());
    if (!parsed.success) return;
    const { engine, speed, pitch, intonation, volume } = parsed.data;
    const scales = { speed, pitch, intonation, volume };
    void preview.play(
      engine.type === 'browser'
        ? { engine: 'browser', text: sample, lang: engine.lang, voiceName: engine.voice_name, scales }
        : { engine: 'voicevox', request: { text: sample, settings: { engine, ...scales } } },
    );
  };

  return (
    <>
      <SettingsForm ariaLabel={labels.title} {...frame}>
        <SettingsSection title={labels.voiceSection} headingLevel="h2">
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <SwitchField label={labels.enabled} hint={labels.enabledHint} checked={field.value} onChange={field.onChange} inputRef={field.ref} />
            )}
          />
        </SettingsSection>

        <SettingsSection title={labels.engineSection} description={labels.engineHelp} headingLevel="h2">
          <FormControl>
            <FormLabel id="voice-engine-label">{labels.engineType}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="voice-engine-label"
              name="engine.type"
              value={engineType}
              onChange={(event) => {
                if (isEngineType(event.target.value)) switchTo(event.target.value);
              }}
            >
              {VOICE_ENGINE_TYPES.map((type) => (
                <FormControlLabel key={type} value={type} control={<Radio />} label={VOICE_ENGINE_LABELS[type]} />
              ))}
            </RadioGroup>
          </FormControl>
          {engineType === 'browser' ? <BrowserVoiceFields form={form} /> : <VoicevoxFields form={form} />}
        </SettingsSection>

        <SettingsSection title={labels.scalesSection} description={labels.scalesHelp} headingLevel="h2">
          <SliderNumberField control={form.control} name="speed" label={labels.speed} hint={labels.speedHint} min={VOICE_SPEED_MIN} max={VOICE_SPEED_MAX} step={VOICE_SCALE_STEP} />
          <SliderNumberField control={form.control} name="pitch" label={labels.pitch} hint={labels.pitchHint} min={VOICE_PITCH_MIN} max={VOICE_PITCH_MAX} step={VOICE_SCALE_STEP} />
          <SliderNumberField
            control={form.control}
            name="intonation"
            label={labels.intonation}
            hint={engineType === 'browser' ? labels.intonationBrowser : labels.intonationHint}
            min={VOICE_INTONATION_MIN}
            max={VOICE_INTONATION_MAX}
            step={VOICE_SCALE_STEP}
            disabled={engineType === 'browser'}
          />
          <SliderNumberField control={form.control} name="volume" label={labels.volume} hint={labels.volumeHint} min={VOICE_VOLUME_MIN} max={VOICE_VOLUME_MAX} step={VOICE_SCALE_STEP} />
        </SettingsSection>

        <SettingsSection title={labels.previewSection} description={labels.previewHelp} headingLevel="h2">
          <PreviewPanel
            text={sample}
            onTextChange={setSample}
            state={preview.state}
            error={preview.error}
            onPlay={() => void playSample()}
            onStop={preview.stop}
            speaker={renderSpeaker(preview.state === 'playing')}
          />
        </SettingsSection>
      </SettingsForm>
      {guard}
    </>
  );
}
