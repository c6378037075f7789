import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { VOICE_LANGS, VOICE_LANG_LABELS, type VoiceLang, type VoiceSettingsRequest } from 'shared-contracts';
import { useBrowserVoices } from '../hooks/use-browser-voices';
import { voicesFor } from '../utils/voices-for';
import type { VoiceFormOutput } from '../utils/form-values';
import { labels } from '../labels';

export interface BrowserVoiceFieldsProps {
  form: UseFormReturn<VoiceSettingsRequest, unknown, VoiceFormOutput>;
}

// A select's value cannot be null; this stands for "no voice chosen" (the language's first voice).
const AUTO = '';

/** The language and one of this browser's voices for it, read from speechSynthesis.getVoices(). */
export function BrowserVoiceFields({ form }: BrowserVoiceFieldsProps) {
  const { supported, voices } = useBrowserVoices();
  const lang = (useWatch({ control: form.control, name: 'engine.lang' }) ?? 'ja-JP') as VoiceLang;
  const offered = voicesFor(voices, lang);
  const langLabel = VOICE_LANG_LABELS[lang] ?? lang;

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {labels.browserHelp}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '180px minmax(0, 1fr)', gap: 2 }}>
        <Controller
          control={form.control}
          name="engine.lang"
          render={({ field }) => (
            <TextField
              select
              label={labels.lang}
              value={field.value ?? 'ja-JP'}
              onChange={(event) => {
                field.onChange(event.target.value);
                // A voice of the other language would never be used.
                form.setValue('engine.voice_name', null, { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
            >
              {VOICE_LANGS.map((option) => (
                <MenuItem key={option} value={option}>
                  {VOICE_LANG_LABELS[option]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="engine.voice_name"
          render={({ field }) => {
            const value = typeof field.value === 'string' ? field.value : AUTO;
            const missing = value !== AUTO && !offered.some((voice) => voice.name === value);
            return (
              <TextField
                select
                label={labels.voice}
                value={value}
                onChange={(event) => field.onChange(event.target.value === AUTO ? null : event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                disabled={!supported}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value={AUTO}>{labels.autoVoice}</MenuItem>
                {offered.map((voice) => (
                  <MenuItem key={voice.voiceURI || voice.name} value={voice.name}>
                    {voice.name}
                  </MenuItem>
                ))}
                {missing ? <MenuItem value={value}>{labels.missingVoice(value)}</MenuItem> : null}
              </TextField>
            );
          }}
        />
      </Box>
      {!supported ? <Alert severity="warning">{labels.noSpeechSynthesis}</Alert> : null}
      {supported && offered.length === 0 ? <Alert severity="info">{labels.noVoices(langLabel)}</Alert> : null}
    </>
  );
}
