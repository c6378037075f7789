import { lazy, Suspense, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import { useSession } from 'shared-auth';
import { labels } from '../../labels';
import { below, NARROW_BELOW } from '../layout-sizes';
import { LogoutDialog } from './LogoutDialog';

// The dialog and its calls load when the owner opens it, not with the shell.
const WeeklyReportDialog = lazy(() => import('../../weekly-report/WeeklyReportDialog').then((m) => ({ default: m.WeeklyReportDialog })));

/** Leaves the plan, the AgentID and the page's own header content their room at 1088 px. */
const OWNER_BUTTON_MAX_WIDTH = { maxWidth: 280, [below(NARROW_BELOW)]: { maxWidth: 200 } } as const;

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The owner account in the top bar (SPEC §1, §4): the name with 様, which opens the account and
 * logout. A long name gives way with an ellipsis, never 様; the whole name is in its title and
 * in the menu. The plan and the AgentID sit in the bar itself.
 */
export function OwnerMenu() {
  const { userName } = useSession();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [mailSettingsOpen, setMailSettingsOpen] = useState(false);
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
        aria-label={name}
        title={name}
        startIcon={<AccountCircleOutlinedIcon color="primary" />}
        endIcon={<KeyboardArrowDownIcon />}
        sx={{ fontWeight: 700, px: 1.5, minWidth: 0, flexShrink: 1, ...OWNER_BUTTON_MAX_WIDTH }}
      >
        <Box component="span" sx={{ ...ellipsis, minWidth: 0 }}>
          {userName}
        </Box>
        <Box component="span" sx={{ flexShrink: 0, ml: 0.5 }}>
          {labels.owner.honorificSuffix}
        </Box>
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
          </Box>
          <IconButton size="small" aria-label={labels.owner.close} onClick={() => setOpen(false)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button
            fullWidth
            color="inherit"
            startIcon={<MailOutlineIcon />}
            onClick={() => {
              setOpen(false);
              setMailSettingsOpen(true);
            }}
            sx={{ justifyContent: 'flex-start', px: 1.5 }}
          >
            {labels.owner.mailNotifications}
          </Button>
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
      {mailSettingsOpen ? (
        <Suspense fallback={null}>
          <WeeklyReportDialog onClose={() => setMailSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
