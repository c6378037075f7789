import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { loginTypeColumnLabel, type VisitorAccount } from 'shared-contracts';
import { useDateTimeFormat } from 'shared-ui';
import { useVisitorAccount } from '../api/get-visitor-account';
import { labels } from '../labels';

export type VisitorAccountDetailDialogProps = {
  /**
   * The account whose detail is asked for (the list's URL names it). It stays set while the dialog
   * closes, so the contents do not vanish during the closing transition.
   */
  accountId: string | null;
  /** Its row on the page, when there is one: shown at once, then replaced by the API's current record. */
  row: VisitorAccount | null;
  open: boolean;
  onClose(): void;
};

export function VisitorAccountDetailDialog({ accountId, row, open, onClose }: VisitorAccountDetailDialogProps) {
  const detail = useVisitorAccount(accountId);
  const shown = detail.data ?? row;
  const dates = useDateTimeFormat();
  const rows: [string, string][] = shown
    ? [
        [labels.detail.name, shown.name],
        [labels.detail.email, shown.email ?? labels.none],
        [labels.detail.loginType, loginTypeColumnLabel(shown.login_type)],
        [labels.detail.lineUserId, shown.line_user_id ?? labels.none],
        [labels.detail.createdAt, dates.format(shown.created_at)],
        [labels.detail.lastLoginAt, dates.format(shown.last_login_at)],
      ]
    : [];

  return (
    <Dialog open={open && accountId !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="visitor-account-title">
      <DialogTitle id="visitor-account-title">{labels.detail.title}</DialogTitle>
      <DialogContent>
        {detail.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {labels.detail.loadFailed}: {detail.error.message}
          </Alert>
        ) : null}
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '10em minmax(0, 1fr)', rowGap: 1.5, columnGap: 2 }}>
          {rows.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {labels.detail.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
