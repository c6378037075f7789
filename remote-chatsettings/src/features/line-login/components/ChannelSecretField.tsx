import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SECRET_STATUS_LABELS, type SecretStatus } from 'shared-contracts';
import { labels } from '../labels';

/** undefined keeps the stored secret, null deletes it, a string replaces it (the contract's rule). */
export type SecretChange = string | null | undefined;

export type ChannelSecretFieldProps = {
  status: SecretStatus;
  value: SecretChange;
  onChange(next: SecretChange): void;
  onBlur(): void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * Write-only: the stored secret never comes back from the API, so the field shows only whether one
 * is stored, and offers to replace or delete it. What the owner types is sent once and forgotten.
 */
export function ChannelSecretField({ status, value, onChange, onBlur, error, inputRef }: ChannelSecretFieldProps) {
  const replacing = typeof value === 'string';
  const clearing = value === null;
  return (
    <Box role="group" aria-labelledby="channel-secret-label">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="channel-secret-label" variant="subtitle2" component="span">
          {labels.channelSecret}
        </Typography>
        <Chip
          size="small"
          label={SECRET_STATUS_LABELS[status]}
          color={status === 'set' && !clearing ? 'success' : 'default'}
          variant={status === 'set' && !clearing ? 'filled' : 'outlined'}
        />
        {!replacing && !clearing ? (
          <>
            <Button size="small" variant="outlined" onClick={() => onChange('')}>
              {status === 'set' ? labels.replaceSecret : labels.setSecret}
            </Button>
            {status === 'set' ? (
              <Button size="small" color="error" onClick={() => onChange(null)}>
                {labels.clearSecret}
              </Button>
            ) : null}
          </>
        ) : null}
      </Box>
      {replacing ? (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mt: 1.5 }}>
          <TextField
            label={labels.newChannelSecret}
            type="password"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            inputRef={inputRef}
            error={error !== undefined}
            helperText={error ?? labels.channelSecretHelp}
            autoFocus
            required
            sx={{ flex: '0 1 480px' }}
            slotProps={{ htmlInput: { autoComplete: 'new-password', spellCheck: false } }}
          />
          <Button onClick={() => onChange(undefined)} sx={{ mt: 1 }}>
            {labels.undo}
          </Button>
        </Box>
      ) : clearing ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
          <Typography variant="body2" color="warning.dark">
            {labels.secretWillClear}
          </Typography>
          <Button size="small" onClick={() => onChange(undefined)}>
            {labels.undo}
          </Button>
        </Box>
      ) : (
        <FormHelperText error={error !== undefined} sx={{ mx: 0 }}>
          {error ?? labels.channelSecretHelp}
        </FormHelperText>
      )}
    </Box>
  );
}
