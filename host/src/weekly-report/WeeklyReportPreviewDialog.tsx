import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { messageOf } from './error-message';
import type { WeeklyReportPreview } from 'shared-contracts';
import { LoadingSpinner } from 'shared-ui';
import { labels } from '../labels';
import { weeklyReportApi } from './weekly-report-api';

const t = labels.weeklyReport;

/** The mail's width (its layout table is 600 px) and room for the grey margin around it. */
const MAIL_WIDTH = 648;

/**
 * プレビュー: the exact mail, its HTML drawn in a sandboxed frame (no script, no same origin, links
 * open in a new tab only), as a mail client shows it.
 */
export function WeeklyReportPreviewDialog({ onClose }: { onClose(): void }) {
  const id = useId();
  const [preview, setPreview] = useState<WeeklyReportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    weeklyReportApi
      .preview()
      .then(setPreview)
      .catch((failure: unknown) => setError(messageOf(failure)));
  }, []);

  return (
    <Dialog open onClose={onClose} maxWidth={false} aria-labelledby={`${id}-title`} slotProps={{ paper: { sx: { width: MAIL_WIDTH + 48 } } }}>
      <DialogTitle id={`${id}-title`}>{t.previewTitle}</DialogTitle>
      <DialogContent dividers>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {!preview && !error ? <LoadingSpinner /> : null}
        {preview ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t.previewTo}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="weekly-report-preview-to">
                {preview.to}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t.previewSubject}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }} data-testid="weekly-report-preview-subject">
                {preview.subject}
              </Typography>
            </Box>
            <Typography variant="caption" color="text.secondary">
              {t.previewNote}
            </Typography>
            <Box
              component="iframe"
              title={t.previewFrame}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={preview.html}
              sx={{ width: MAIL_WIDTH, height: '70vh', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'grey.100' }}
            />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
