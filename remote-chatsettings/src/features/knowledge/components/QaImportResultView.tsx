import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { QaImportResult } from 'shared-contracts';
import { labels } from '../labels';

/** What an import did: counts first, then every refused line with its number and the reason. */
export function QaImportResultView({ result }: { result: QaImportResult }) {
  const t = labels.import;
  const failed = result.errors.length > 0;
  return (
    <Box role="status" aria-label={t.resultTitle} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip color="success" variant="outlined" label={t.added(result.added)} />
        <Chip variant="outlined" label={t.updated(result.updated)} />
        <Chip color={failed ? 'error' : 'default'} variant="outlined" label={t.errors(result.errors.length)} />
      </Box>
      {failed ? (
        <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t.errorsTitle}
          </Typography>
          <Box component="ul" aria-label={t.errorsTitle} sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 240, overflowY: 'auto', display: 'grid', gap: 0.5 }}>
            {result.errors.map((error) => (
              <Box component="li" key={`${error.line}:${error.message}`} sx={{ display: 'flex', gap: 1.5 }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 700, flexShrink: 0, minWidth: '4.5em' }}>
                  {t.errorLine(error.line)}
                </Typography>
                <Typography variant="body2" component="span">
                  {error.message}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {t.fixAndRetry}
          </Typography>
        </Alert>
      ) : null}
    </Box>
  );
}
