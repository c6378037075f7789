import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { copyFieldLabels } from './labels';

export interface CopyFieldProps {
  label: string;
  /** Shown read-only, exactly as it will be copied. */
  value: string;
  helperText?: string;
  /** Long values such as an embed snippet wrap instead of scrolling sideways. */
  multiline?: boolean;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** How long 'コピーしました' stays. */
export const COPIED_FEEDBACK_MS = 2000;

const monospace = 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace';

/**
 * A value the owner pastes somewhere else (a callback URL, a script tag): read-only, so it cannot be
 * copied half-edited, with a コピー button that says whether the copy worked.
 */
export function CopyField({ label, value, helperText, multiline = false }: CopyFieldProps) {
  const statusId = useId();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <TextField
          label={label}
          value={value}
          multiline={multiline}
          fullWidth
          helperText={helperText}
          slotProps={{
            input: { readOnly: true, sx: { fontFamily: monospace, fontSize: '0.8125rem' } },
            htmlInput: { 'aria-describedby': statusId, spellCheck: false },
          }}
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="outlined"
          onClick={copy}
          startIcon={state === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
          sx={{ flexShrink: 0, height: 56, minWidth: 112 }}
        >
          {copyFieldLabels.copy}
        </Button>
      </Box>
      <Typography
        id={statusId}
        role="status"
        variant="caption"
        color={state === 'failed' ? 'error' : 'primary'}
        sx={{ display: 'block', minHeight: 20, fontWeight: 700 }}
      >
        {state === 'copied' ? copyFieldLabels.copied : state === 'failed' ? copyFieldLabels.failed : ''}
      </Typography>
    </Box>
  );
}
