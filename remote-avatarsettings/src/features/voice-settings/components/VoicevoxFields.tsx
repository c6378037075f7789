import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import { Controller, get, type FieldError, type UseFormReturn, useWatch } from 'react-hook-form';
import { VOICEVOX_URL_EXAMPLE, type VoiceSettingsRequest } from 'shared-contracts';
import { FieldHelper } from 'shared-ui';
import { useVoicevoxSpeakers } from '../api/get-voicevox-speakers';
import type { VoiceFormOutput } from '../utils/form-values';
import { labels } from '../labels';

export interface VoicevoxFieldsProps {
  form: UseFormReturn<VoiceSettingsRequest, unknown, VoiceFormOutput>;
}

/**
 * The engine URL, and the speaker and style read from that engine on request. Until the list is
 * read, the stored choice is offered as the one option, by the names saved with it.
 */
export function VoicevoxFields({ form }: VoicevoxFieldsProps) {
  const speakers = useVoicevoxSpeakers();
  const speakerId = useWatch({ control: form.control, name: 'engine.speaker_id' });
  const speakerName = useWatch({ control: form.control, name: 'engine.speaker_name' }) ?? '';
  const styleName = useWatch({ control: form.control, name: 'engine.style_name' }) ?? '';
  const errorAt = (path: string): FieldError | undefined => get(form.formState.errors, path);
  const urlError = errorAt('engine.engine_url');
  const speakerError = errorAt('engine.speaker_id');

  const fetchSpeakers = async () => {
    if (!(await form.trigger('engine.engine_url'))) return;
    speakers.mutate(String(form.getValues('engine.engine_url')).trim());
  };

  const list = speakers.data ?? [];
  const listed = list.some((speaker) => speaker.styles.some((style) => style.id === speakerId));

  const chooseStyle = (id: number) => {
    for (const speaker of list) {
      const style = speaker.styles.find((s) => s.id === id);
      if (!style) continue;
      form.setValue('engine.speaker_id', style.id, { shouldDirty: true, shouldValidate: true });
      form.setValue('engine.speaker_name', speaker.name, { shouldDirty: true });
      form.setValue('engine.style_name', style.name, { shouldDirty: true });
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <TextField
          {...form.register('engine.engine_url')}
          label={labels.engineUrl}
          required
          type="url"
          placeholder={VOICEVOX_URL_EXAMPLE}
          error={Boolean(urlError)}
          helperText={<FieldHelper error={urlError?.message} hint={labels.engineUrlHint} />}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          startIcon={<CloudDownloadOutlinedIcon />}
          onClick={() => void fetchSpeakers()}
          loading={speakers.isPending}
          loadingPosition="start"
          sx={{ mt: 1, flexShrink: 0 }}
        >
          {speakers.isPending ? labels.fetchingSpeakers : labels.fetchSpeakers}
        </Button>
      </Box>
      {speakers.isError ? (
        <Alert severity="error" role="alert">
          {speakers.error.message}
        </Alert>
      ) : null}
      {speakers.isSuccess ? (
        <Alert severity={list.length > 0 ? 'success' : 'warning'} role="status">
          {list.length > 0 ? labels.speakersFetched(list.length) : labels.noSpeakers}
        </Alert>
      ) : null}
      <Controller
        control={form.control}
        name="engine.speaker_id"
        render={({ field }) => (
          <TextField
            select
            label={labels.speaker}
            value={typeof field.value === 'number' ? field.value : ''}
            onChange={(event) => chooseStyle(Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(speakerError)}
            helperText={<FieldHelper error={speakerError?.message} hint={labels.speakerHint} />}
            sx={{ maxWidth: 480 }}
          >
            {!listed && typeof field.value === 'number' ? (
              <MenuItem value={field.value}>{labels.speakerOption(speakerName || String(field.value), styleName || '-')}</MenuItem>
            ) : null}
            {list.flatMap((speaker) =>
              speaker.styles.map((style) => (
                <MenuItem key={style.id} value={style.id}>
                  {labels.speakerOption(speaker.name, style.name)}
                </MenuItem>
              )),
            )}
          </TextField>
        )}
      />
    </>
  );
}
