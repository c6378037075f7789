import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { labels } from '../labels';
import { useDateTimeFormat } from './use-date-time-format';

/**
 * 「日時は日本時間で表示しています…」 beside a list or a detail, only when the browser's clock is not
 * the owner's: someone reading on UTC would otherwise take the times for their own.
 */
export function TimeZoneNote({ sx }: { sx?: SxProps<Theme> }) {
  const { differingZone } = useDateTimeFormat();
  if (differingZone === null) return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="time-zone-note" sx={sx}>
      {labels.timeZone.note(differingZone)}
    </Typography>
  );
}
