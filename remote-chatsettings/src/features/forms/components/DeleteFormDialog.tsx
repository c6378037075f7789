import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { labels } from '../labels';

export interface DeleteFormDialogProps {
  name: string;
  answerCount: number;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Deleting archives: the dialog says that the answers given so far stay in the answer history. */
export function DeleteFormDialog({ name, answerCount, pending, onCancel, onConfirm }: DeleteFormDialogProps) {
  return (
    <Dialog open onClose={pending ? undefined : onCancel} aria-labelledby="delete-form-title" aria-describedby="delete-form-description">
      <DialogTitle id="delete-form-title">{labels.deleteDialog.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-form-description">
          {labels.deleteDialog.description(name)}
          {answerCount > 0 ? ` ${labels.deleteDialog.answersKept(answerCount)}` : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit" disabled={pending} autoFocus>
          {labels.deleteDialog.cancel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          {labels.deleteDialog.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
