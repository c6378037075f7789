import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { labels } from '../labels';

export interface DeleteQuickReplyDialogProps {
  label: string;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function DeleteQuickReplyDialog({ label, pending, onCancel, onConfirm }: DeleteQuickReplyDialogProps) {
  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby="delete-quick-reply-title"
      aria-describedby="delete-quick-reply-description"
    >
      <DialogTitle id="delete-quick-reply-title">{labels.deleteDialog.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-quick-reply-description">{labels.deleteDialog.description(label)}</DialogContentText>
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
