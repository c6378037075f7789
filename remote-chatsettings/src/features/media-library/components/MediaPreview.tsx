import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { MediaItem } from 'shared-contracts';
import { MediaThumbnail } from 'shared-ui';
import { labels } from '../labels';

/**
 * The file itself: the image, a player for video and sound, and for a PDF a download (the API serves
 * PDFs as attachments, so no document ever renders in its origin).
 */
export function MediaPreview({ item }: { item: MediaItem }) {
  const frame = { width: '100%', borderRadius: 1, bgcolor: 'grey.100' } as const;
  if (item.kind === 'image') {
    // At most its own size: a small icon is shown small, not blown up into a blur.
    return (
      <Box
        sx={{
          ...frame,
          display: 'grid',
          placeItems: 'center',
          minHeight: 200,
          p: 1,
          backgroundImage: 'repeating-conic-gradient(#f1f1f4 0% 25%, #fff 0% 50%)',
          backgroundSize: '16px 16px',
        }}
      >
        <Box component="img" src={item.url} alt={item.name} sx={{ display: 'block', maxWidth: '100%', maxHeight: 400, objectFit: 'contain' }} />
      </Box>
    );
  }
  if (item.kind === 'video') {
    return (
      <Box
        component="video"
        src={item.url}
        controls
        preload="metadata"
        aria-label={labels.details.playerLabel(item.name)}
        sx={{ ...frame, display: 'block', maxHeight: 420, bgcolor: 'common.black' }}
      />
    );
  }
  if (item.kind === 'audio') {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', p: 3, ...frame }}>
        <MediaThumbnail item={item} size={96} />
        <Box
          component="audio"
          src={item.url}
          controls
          preload="metadata"
          aria-label={labels.details.playerLabel(item.name)}
          sx={{ width: '100%' }}
        />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'center', p: 3, ...frame }}>
      <MediaThumbnail item={item} size={96} />
      <Button variant="outlined" startIcon={<DownloadIcon />} href={item.url} download={item.name}>
        {labels.details.downloadPdf}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {labels.details.pdfNote}
      </Typography>
    </Box>
  );
}
