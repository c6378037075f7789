import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** A list's own wording of the question (the keys its labels file already uses under deleteDialog). */
export interface ConfirmDeleteLabels {
  /** '…を削除しますか？': the dialog's accessible name. */
  title: string;
  cancel: string;
  confirm: string;
}

export interface ConfirmDeleteDialogProps {
  labels: ConfirmDeleteLabels;
  /** What is deleted and what follows from it: the dialog's accessible description. */
  description: string;
  /** The delete is under way: the dialog stays open, cancelling is off and the delete button spins. */
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * Asks before a row is deleted; the caller mounts it while a row is chosen.
 * Cancelling is the default: it holds the focus, so a stray Enter deletes nothing.
 */
export function ConfirmDeleteDialog({ labels, description, pending, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const id = useId();
  return (
    <Dialog open onClose={pending ? undefined : onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
      <DialogTitle id={`${id}-title`}>{labels.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-description`}>{description}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit" disabled={pending} autoFocus>
          {labels.cancel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          {labels.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
