import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { API_KEY_STATUS_LABELS, type DetailAiSettingsRequest, type SecretStatus } from 'shared-contracts';
import { FieldHelper } from 'shared-ui';
import type { DetailAiFormOutput } from '../utils/form-values';
import { labels } from '../labels';

export interface ApiKeyFieldProps {
  control: Control<DetailAiSettingsRequest, unknown, DetailAiFormOutput>;
  /** Which key: the answering engine's (the default) or the embedding provider's. */
  name?: 'api_key' | 'embedding_api_key';
  /** Put before the accessible names of the status and the input, to tell this key from another on the screen. */
  namePrefix?: string;
  /** Whether a key is stored, as last saved. */
  status: SecretStatus;
  /** The engine on screen is not the one the stored key was entered for. */
  providerChanged: boolean;
}

/**
 * A write-only key: the stored one is never shown, only whether there is one. Typing a value
 * replaces it on save, 削除 deletes it on save; leaving the field alone keeps it.
 */
export function ApiKeyField({ control, name = 'api_key', namePrefix = '', status, providerChanged }: ApiKeyFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const [replacing, setReplacing] = useState(false);
  const deleting = field.value === null;
  // A refusal of the key (by the API, say) needs the field to show under.
  const showInput = status === 'unset' || replacing || providerChanged || Boolean(fieldState.error);
  const inputLabel = status === 'set' ? labels.newApiKey : labels.apiKey;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: showInput ? 1.5 : 0.5, minHeight: 36 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {labels.apiKey}
        </Typography>
        <Chip
          size="small"
          aria-label={`${namePrefix}${labels.apiKeyStatus}: ${API_KEY_STATUS_LABELS[status]}`}
          color={status === 'set' ? 'success' : 'default'}
          variant={status === 'set' ? 'filled' : 'outlined'}
          label={API_KEY_STATUS_LABELS[status]}
        />
        {status === 'set' && !deleting && !showInput ? (
          <Button size="small" onClick={() => setReplacing(true)}>
            {labels.replaceApiKey}
          </Button>
        ) : null}
        {status === 'set' && !deleting ? (
          <Button
            size="small"
            color="error"
            onClick={() => {
              setReplacing(false);
              field.onChange(null);
            }}
          >
            {labels.deleteApiKey}
          </Button>
        ) : null}
        {deleting ? (
          <Button size="small" onClick={() => field.onChange(undefined)}>
            {labels.undo}
          </Button>
        ) : null}
      </Box>
      {deleting ? <Alert severity="warning">{labels.apiKeyWillBeDeleted}</Alert> : null}
      {!deleting && providerChanged && status === 'set' && !field.value ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {labels.apiKeyDropsWithProvider}
        </Alert>
      ) : null}
      {!deleting && showInput ? (
        <TextField
          label={inputLabel}
          type="password"
          // Never prefilled: the browser must not offer the console login password here.
          autoComplete="new-password"
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={<FieldHelper error={fieldState.error?.message} hint={status === 'set' ? labels.newApiKeyHint : labels.apiKeyHint} />}
          slotProps={{ htmlInput: { spellCheck: false, 'data-1p-ignore': true, ...(namePrefix ? { 'aria-label': `${namePrefix}${inputLabel}` } : {}) } }}
        />
      ) : null}
      {!deleting && !showInput ? (
        <Typography variant="body2" color="text.secondary">
          {labels.apiKeyHint}
        </Typography>
      ) : null}
    </Box>
  );
}
