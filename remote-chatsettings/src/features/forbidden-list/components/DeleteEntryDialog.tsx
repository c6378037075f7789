import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ForbiddenEntry, ForbiddenListKind } from '../forbidden-list-kinds';
import { kindLabels, labels } from '../labels';

export type DeleteEntryDialogProps = {
  kind: ForbiddenListKind;
  entry: ForbiddenEntry | null;
  pending: boolean;
  onCancel(): void;
  onConfirm(entry: ForbiddenEntry): void;
};

/** Cancelling is the default: it holds the focus, so a stray Enter deletes nothing. */
export function DeleteEntryDialog({ kind, entry, pending, onCancel, onConfirm }: DeleteEntryDialogProps) {
  return (
    <Dialog open={entry !== null} onClose={pending ? undefined : onCancel} aria-labelledby={`delete-title-${kind}`}>
      <DialogTitle id={`delete-title-${kind}`} sx={{ overflowWrap: 'anywhere' }}>
        {entry ? kindLabels(kind).deleteQuestion(entry.value) : ''}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{labels.deleteNote}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {labels.cancel}
        </Button>
        <Button color="error" variant="contained" loading={pending} onClick={() => entry && onConfirm(entry)}>
          {labels.deleteConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
