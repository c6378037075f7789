import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { labels } from '../labels';

export interface DeleteKnowledgeDialogProps {
  title: string;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function DeleteKnowledgeDialog({ title, pending, onCancel, onConfirm }: DeleteKnowledgeDialogProps) {
  const t = labels.deleteDialog;
  return (
    <Dialog open onClose={pending ? undefined : onCancel} aria-labelledby="delete-knowledge-title" aria-describedby="delete-knowledge-description">
      <DialogTitle id="delete-knowledge-title">{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-knowledge-description">{t.description(title)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} color="inherit" disabled={pending} autoFocus>
          {t.cancel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          {t.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
