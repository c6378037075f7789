import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { unsavedChangesLabels } from './labels';

export interface UnsavedChangesDialogProps {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}

/** Staying is the safe default: it holds the focus, so Enter or Escape never throws work away. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onStay}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-description"
    >
      <DialogTitle id="unsaved-changes-title">{unsavedChangesLabels.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-description">{unsavedChangesLabels.description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onStay} autoFocus>
          {unsavedChangesLabels.stay}
        </Button>
        <Button color="error" onClick={onLeave}>
          {unsavedChangesLabels.leave}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
