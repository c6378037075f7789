import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { MEDIA_KIND_LABELS, type MediaItem } from 'shared-contracts';
import { CopyField, DateTime, formatBytes, formatDuration } from 'shared-ui';
import { labels } from '../labels';
import { InlineRename } from './InlineRename';
import { MediaPreview } from './MediaPreview';
import { TagEditor } from './TagEditor';
import { UsageList } from './UsageList';

export interface MediaDetailDialogProps {
  item: MediaItem | null;
  onClose(): void;
  onChanged(item: MediaItem, message: string): void;
  onDelete(item: MediaItem): void;
  onError(message: string): void;
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** One file: its preview, its name (renamed in place), tags, facts, public URL and where it is used. */
export function MediaDetailDialog({ item, onClose, onChanged, onDelete, onError }: MediaDetailDialogProps) {
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby="media-detail-title" maxWidth="md" fullWidth>
      {item ? (
        <>
          <DialogTitle id="media-detail-title" sx={{ pr: 7 }}>
            <InlineRename item={item} onRenamed={(renamed) => onChanged(renamed, labels.rename.saved)} onError={onError} />
            <IconButton aria-label={labels.details.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
              <MediaPreview item={item} />
              <Box sx={{ display: 'grid', gap: 2.5 }}>
                <TagEditor item={item} onSaved={(saved) => onChanged(saved, labels.tags.saved)} onError={onError} />
                <Box component="section" aria-label={labels.details.info}>
                  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
                    <Row term={labels.details.format}>
                      {MEDIA_KIND_LABELS[item.kind]}（{item.mime}）
                    </Row>
                    <Row term={labels.details.size}>{formatBytes(item.size)}</Row>
                    {item.width !== null && item.height !== null ? (
                      <Row term={labels.details.dimensions}>{labels.details.pixels(item.width, item.height)}</Row>
                    ) : null}
                    {item.duration !== null ? <Row term={labels.details.duration}>{formatDuration(item.duration)}</Row> : null}
                    <Row term={labels.details.createdAt}>
                      <DateTime iso={item.created_at} />
                    </Row>
                    <Row term={labels.details.updatedAt}>
                      <DateTime iso={item.updated_at} />
                    </Row>
                  </Box>
                </Box>
                <CopyField label={labels.details.url} value={item.url} helperText={labels.details.urlHelp} />
                <Box component="section" aria-labelledby="media-usage-title">
                  <Typography id="media-usage-title" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                    {labels.details.usedIn}
                  </Typography>
                  {item.used_in.length > 0 ? (
                    <UsageList usages={item.used_in} />
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {labels.details.notUsed}
                    </Typography>
                  )}
                </Box>
              </Box>
            </Box>
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
            <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => onDelete(item)}>
              {labels.remove.button}
            </Button>
            <Button onClick={onClose}>{labels.details.close}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
