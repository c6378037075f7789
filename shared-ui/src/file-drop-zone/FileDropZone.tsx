import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';

export type FileDropZoneProps = {
  accept: string;
  dropHere: string;
  or: string;
  pick: string;
  /** What is chosen, shown under the zone when there is no error. */
  chosen: ReactNode;
  onFile(file: File): void;
  error?: string | null;
  disabled?: boolean;
  /** `<testId>-drop-zone` on the zone, `<testId>-input` on the file input. */
  testId: string;
  /** Under the zone's button: formats, limits. */
  children?: ReactNode;
};

/**
 * Drop one file here or pick one. Nothing here reads the bytes: they go to the API untouched, which
 * checks and decodes them (UTF-8 or Shift_JIS for CSV).
 */
export function FileDropZone({ accept, dropHere, or, pick, chosen, onFile, error, disabled = false, testId, children }: FileDropZoneProps) {
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
        data-testid={`${testId}-drop-zone`}
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
          // A line of formats and limits under the button would make the zone taller than a bare one.
          py: children ? 3.5 : 4,
          border: '2px dashed',
          borderColor: error ? 'error.main' : over ? 'primary.main' : 'grey.300',
          borderRadius: 2,
          bgcolor: over ? 'action.hover' : 'grey.50',
          textAlign: 'center',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <UploadFileOutlinedIcon aria-hidden color={over ? 'primary' : 'action'} sx={{ fontSize: 40 }} />
        <Typography variant="body2">{dropHere}</Typography>
        <Typography variant="caption" color="text.secondary">
          {or}
        </Typography>
        <Button variant="outlined" component="label" htmlFor={inputId} disabled={disabled}>
          {pick}
        </Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          hidden
          data-testid={`${testId}-input`}
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) onFile(picked);
            // The same file picked again after a fix on disk must fire change again.
            if (input.current) input.current.value = '';
          }}
        />
        {children}
      </Box>
      <Typography
        variant="body2"
        role={error ? 'alert' : undefined}
        color={error ? 'error' : 'text.primary'}
        sx={{ mt: 1, minHeight: '1.7em', overflowWrap: 'anywhere' }}
      >
        {error ?? chosen}
      </Typography>
    </Box>
  );
}
