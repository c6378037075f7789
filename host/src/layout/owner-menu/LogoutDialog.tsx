import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { signOut } from 'shared-auth';
import { labels } from '../../labels';

export interface LogoutDialogProps {
  open: boolean;
  onClose(): void;
}

/** SPEC §4: confirming clears all local storage (shared-auth signOut) and goes to /login. */
export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
      navigate('/login', { replace: true });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby="logout-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="logout-dialog-title">{labels.logoutDialog.title}</DialogTitle>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" color="secondary" onClick={onClose} disabled={pending}>
          {labels.logoutDialog.cancel}
        </Button>
        <Button variant="contained" onClick={confirm} loading={pending}>
          {labels.logoutDialog.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
