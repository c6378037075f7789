import Chip from '@mui/material/Chip';
import LinkIcon from '@mui/icons-material/Link';
import type { MediaItem } from 'shared-contracts';
import { labels } from '../labels';

/** 使用中 (with where, on hover) or 未使用, so a file in use is seen before anyone deletes it. */
export function UsageChip({ item }: { item: Pick<MediaItem, 'usage_count' | 'used_in'> }) {
  if (item.usage_count === 0) {
    return <Chip size="small" variant="outlined" label={labels.unused} />;
  }
  return (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      icon={<LinkIcon />}
      label={labels.inUse(item.usage_count)}
      title={item.used_in.map((usage) => usage.label).join('、')}
    />
  );
}
