import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LogoutIcon from '@mui/icons-material/Logout';
import { useSession } from 'shared-auth';
import { labels } from '../../labels';
import { AgentIdField } from './AgentIdField';
import { LogoutDialog } from './LogoutDialog';

/**
 * The owner account in the top bar (SPEC §1, §4). The stored auth data carries no plan, and
 * SPEC knows only the standard plan, so that is the label.
 */
export function OwnerMenu() {
  const { userName, agentId } = useSession();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const menuId = useId();
  const name = labels.owner.honorific(userName ?? '');

  const startLogout = () => {
    setOpen(false);
    setConfirmingLogout(true);
  };

  return (
    <>
      <Button
        ref={anchor}
        color="inherit"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        startIcon={<AccountCircleOutlinedIcon color="primary" />}
        endIcon={<KeyboardArrowDownIcon />}
        sx={{ fontWeight: 700, px: 1.5 }}
      >
        {name}
      </Button>
      <Popover
        id={menuId}
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': labels.owner.menuButton, sx: { width: 320, mt: 1 } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2, pb: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Chip
              label={labels.owner.plans.standard}
              size="small"
              color="primary"
              variant="outlined"
              sx={{ mt: 0.75 }}
            />
          </Box>
          <IconButton size="small" aria-label={labels.owner.close} onClick={() => setOpen(false)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 1 }}>
          <AgentIdField agentId={agentId ?? ''} />
        </Box>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button
            fullWidth
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={startLogout}
            sx={{ justifyContent: 'flex-start', px: 1.5 }}
          >
            {labels.owner.logout}
          </Button>
        </Box>
      </Popover>
      <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
    </>
  );
}
