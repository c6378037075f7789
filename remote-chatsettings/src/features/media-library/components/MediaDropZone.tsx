import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { mediaAcceptOf } from 'shared-contracts';
import { labels } from '../labels';

export interface MediaDropZoneProps {
  onFiles(files: File[]): void;
}

function hasFiles(event: DragEvent<HTMLElement>): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/** Drop several files here, or pick them; each is checked and uploaded on its own. */
export function MediaDropZone({ onFiles }: MediaDropZoneProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  return (
    <Box
      data-testid="media-drop-zone"
      onDragEnter={(event) => {
        if (hasFiles(event)) setOver(true);
      }}
      onDragOver={(event) => {
        // Without this the browser would open the dropped file itself.
        event.preventDefault();
        if (hasFiles(event)) setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = Array.from(event.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
      sx={{
        display: 'grid',
        justifyItems: 'center',
        alignContent: 'center',
        gap: 1,
        px: 3,
        py: 4,
        minHeight: 200,
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'grey.300',
        borderRadius: 2,
        bgcolor: over ? 'action.hover' : 'grey.50',
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <CloudUploadOutlinedIcon aria-hidden color={over ? 'primary' : 'action'} sx={{ fontSize: 44 }} />
      <Typography variant="body1">{over ? labels.drop.active : labels.drop.here}</Typography>
      <Typography variant="caption" color="text.secondary">
        {labels.drop.or}
      </Typography>
      <Button variant="contained" component="label" htmlFor={inputId}>
        {labels.drop.pick}
      </Button>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        hidden
        accept={mediaAcceptOf()}
        data-testid="media-file-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) onFiles(files);
          // Picking the same files again must fire change again.
          if (input.current) input.current.value = '';
        }}
      />
    </Box>
  );
}
