import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MEDIA_FORMAT_INFO, MEDIA_KIND_LABELS, MEDIA_KINDS, MEDIA_MAX_MB, mediaFormatsOf } from 'shared-contracts';
import { labels } from '../labels';

/** The formats and size limits the API enforces, read from the same contract it reads them from. */
export function FormatLimits() {
  return (
    <Box component="section" aria-labelledby="media-limits-title">
      <Typography id="media-limits-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {labels.limits.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr auto', columnGap: 2, rowGap: 0.75 }}>
        {MEDIA_KINDS.map((kind) => (
          <Box key={kind} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {MEDIA_KIND_LABELS[kind]}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {mediaFormatsOf(kind)
                .map((format) => MEDIA_FORMAT_INFO[format].label)
                .join('・')}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, textAlign: 'right' }}>
              {labels.limits.upTo(MEDIA_MAX_MB[kind])}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {labels.limits.svg}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {labels.limits.content}
      </Typography>
    </Box>
  );
}
