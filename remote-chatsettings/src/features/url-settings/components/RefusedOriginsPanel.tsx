import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DateTime } from 'shared-ui';
import { useRefusedOrigins } from '../api/get-refused-origins';
import { labels } from '../labels';

export type RefusedOriginsPanelProps = {
  /** The allowed list is full: a site can only be added after another one is removed. */
  full: boolean;
  /** The site being added now; every 許可する waits for it. */
  allowing: string | null;
  onAllow(origin: string): void;
};

/**
 * 最近拒否されたサイト: sites with the snippet that the widget refused, latest first, each with when
 * it was last refused, how often, and 許可する. Shown while the saved settings restrict sites.
 */
export function RefusedOriginsPanel({ full, allowing, onAllow }: RefusedOriginsPanelProps) {
  const refused = useRefusedOrigins();

  return (
    <Box component="section" aria-labelledby="refused-origins-title">
      <Typography id="refused-origins-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {labels.refused.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, mb: 1 }}>
        {labels.refused.description}
      </Typography>
      {refused.isPending ? (
        <Skeleton variant="rounded" height={56} aria-label={labels.refused.title} />
      ) : refused.isError ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void refused.refetch()}>
              {labels.retry}
            </Button>
          }
        >
          {labels.refused.loadFailed}: {refused.error.message}
        </Alert>
      ) : refused.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {labels.refused.empty}
        </Typography>
      ) : (
        <Paper variant="outlined">
          <List dense disablePadding aria-label={labels.refused.title}>
            {refused.data.map((row, index) => (
              <ListItem
                key={row.origin}
                divider={index < refused.data.length - 1}
                // Room for the button, so a long origin wraps before it instead of running under it.
                sx={{ pr: 16 }}
                secondaryAction={
                  <Button
                    variant="outlined"
                    size="small"
                    aria-label={labels.refused.allowFor(row.origin)}
                    loading={allowing === row.origin}
                    disabled={full || (allowing !== null && allowing !== row.origin)}
                    onClick={() => onAllow(row.origin)}
                  >
                    {labels.refused.allow}
                  </Button>
                }
              >
                <ListItemText
                  primary={row.origin}
                  secondary={
                    <>
                      {labels.refused.lastSeen} <DateTime iso={row.last_seen_at} />
                      {' ・ '}
                      {labels.refused.count(row.count)}
                    </>
                  }
                  slotProps={{ primary: { sx: { fontFamily: 'monospace', overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {full && refused.data && refused.data.length > 0 ? (
        <FormHelperText sx={{ mx: 0 }}>{labels.refused.full}</FormHelperText>
      ) : null}
    </Box>
  );
}
