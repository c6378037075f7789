import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { labels } from '../labels';

export type FileDropZoneProps = {
  file: File | null;
  onFile(file: File): void;
  error?: string | null;
  disabled?: boolean;
};

const ACCEPT = '.csv,.txt,text/csv,text/plain';

/**
 * Drop a file here or pick one. The file goes to the API untouched: it decodes UTF-8 and Shift_JIS
 * there, so nothing here reads the bytes.
 */
export function FileDropZone({ file, onFile, error, disabled = false }: FileDropZoneProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  }

  return (
    <Box>
      <Box
        data-testid="csv-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={handleDrop}
        sx={{
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
          px: 3,
          py: 4,
          border: '2px dashed',
          borderColor: error ? 'error.main' : over ? 'primary.main' : 'grey.300',
          borderRadius: 2,
          bgcolor: over ? 'action.hover' : 'grey.50',
          textAlign: 'center',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <UploadFileOutlinedIcon aria-hidden color={over ? 'primary' : 'action'} sx={{ fontSize: 40 }} />
        <Typography variant="body2">{labels.import.dropHere}</Typography>
        <Typography variant="caption" color="text.secondary">
          {labels.import.or}
        </Typography>
        <Button variant="outlined" component="label" htmlFor={inputId} disabled={disabled}>
          {labels.import.pick}
        </Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="csv-file-input"
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) onFile(picked);
            // The same file picked again after a fix on disk must fire change again.
            if (input.current) input.current.value = '';
          }}
        />
      </Box>
      <Typography
        variant="body2"
        role={error ? 'alert' : undefined}
        color={error ? 'error' : 'text.primary'}
        sx={{ mt: 1, minHeight: '1.7em', overflowWrap: 'anywhere' }}
      >
        {error ?? (file ? labels.import.chosen(file.name) : '')}
      </Typography>
    </Box>
  );
}
