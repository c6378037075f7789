import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BulkImportResult } from 'shared-contracts';
import { labels } from '../labels';

/** What an import did: counts first, then every refused line with its number and the reason. */
export function ImportResultView({ result }: { result: BulkImportResult }) {
  const failed = result.errors.length > 0;
  return (
    <Box role="status" aria-label={labels.import.resultTitle} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip color="success" variant="outlined" label={labels.import.added(result.added)} />
        <Chip variant="outlined" label={labels.import.skipped(result.skipped_duplicates)} />
        <Chip color={failed ? 'error' : 'default'} variant="outlined" label={labels.import.errors(result.errors.length)} />
      </Box>
      {failed ? (
        <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {labels.import.errorsTitle}
          </Typography>
          <Box
            component="ul"
            aria-label={labels.import.errorsTitle}
            sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 240, overflowY: 'auto', display: 'grid', gap: 0.5 }}
          >
            {result.errors.map((error) => (
              <Box component="li" key={`${error.line}:${error.message}`} sx={{ display: 'flex', gap: 1.5 }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 700, flexShrink: 0, minWidth: '4.5em' }}>
                  {labels.import.errorLine(error.line)}
                </Typography>
                <Typography variant="body2" component="span">
                  {error.message}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            {labels.import.fixAndRetry}
          </Typography>
        </Alert>
      ) : null}
    </Box>
  );
}
