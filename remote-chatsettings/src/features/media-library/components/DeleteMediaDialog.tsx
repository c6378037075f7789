import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { MediaItem } from 'shared-contracts';
import { labels } from '../labels';
import { UsageList } from './UsageList';

export interface DeleteMediaDialogProps {
  item: MediaItem | null;
  pending: boolean;
  onCancel(): void;
  /** `force` when the owner deletes a file that is in use. */
  onConfirm(item: MediaItem, force: boolean): void;
}

/** Cancelling is the default; a file in use says where, and the button says it deletes it anyway. */
export function DeleteMediaDialog({ item, pending, onCancel, onConfirm }: DeleteMediaDialogProps) {
  const inUse = (item?.usage_count ?? 0) > 0;
  return (
    <Dialog open={item !== null} onClose={pending ? undefined : onCancel} aria-labelledby="delete-media-title" maxWidth="sm" fullWidth>
      <DialogTitle id="delete-media-title" sx={{ overflowWrap: 'anywhere' }}>
        {item ? labels.remove.question(item.name) : ''}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {item && inUse ? (
          <Alert severity="warning">
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {labels.remove.inUse(item.usage_count)}
            </Typography>
            <UsageList usages={item.used_in} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {labels.remove.consequence}
            </Typography>
          </Alert>
        ) : null}
        <DialogContentText>{labels.remove.note}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {labels.remove.cancel}
        </Button>
        <Button color="error" variant="contained" loading={pending} onClick={() => item && onConfirm(item, inUse)}>
          {inUse ? labels.remove.confirmInUse : labels.remove.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
