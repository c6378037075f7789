import Typography from '@mui/material/Typography';
import type { AnalyticsRange } from 'shared-contracts';
import { labels } from '../../../labels';

/**
 * The days a panel counts, under its title (issue #40: a count without its period was read as
 * all-time). The owner's days, as the API resolved them.
 */
export function PanelPeriod({ range }: { range: AnalyticsRange | undefined }) {
  if (!range) return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="panel-period" sx={{ display: 'block', width: '100%', mt: -0.75 }}>
      {labels.panel.period(range.from, range.to)}
    </Typography>
  );
}
