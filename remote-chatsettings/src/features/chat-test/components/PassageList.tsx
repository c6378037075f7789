import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TracePassage } from 'shared-contracts';
import { labels } from '../labels';

export interface PassageListProps {
  passages: readonly TracePassage[];
  itemPath(itemId: string): string;
}

/** The knowledge an answer stood on, best first: where each passage is from, its text and its score. */
export function PassageList({ passages, itemPath }: PassageListProps) {
  if (passages.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {labels.noPassages}
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
        {labels.passages(passages.length)}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {passages.map((passage, index) => (
          <Box
            component="li"
            key={`${passage.item_id ?? 'none'}-${index}`}
            data-testid="trace-passage"
            sx={{ p: 1.25, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {passage.item_id ? (
                  <Link component={RouterLink} to={itemPath(passage.item_id)} title={labels.openItem}>
                    {passage.title}
                  </Link>
                ) : (
                  passage.title
                )}
              </Typography>
              {/* The two scores one above the other: side by side they squeezed the title at 1088 px. */}
              <Box sx={{ flexShrink: 0, textAlign: 'right', display: 'grid' }}>
                <Typography variant="caption" color="primary.dark" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {labels.score(passage.score)}
                </Typography>
                {passage.similarity === undefined ? null : (
                  <Typography variant="caption" color="secondary.dark" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {labels.similarity(passage.similarity)}
                  </Typography>
                )}
              </Box>
            </Box>
            {/* A Q&A passage's heading is its question, already its title. */}
            {passage.heading && passage.heading !== passage.title ? (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
                {passage.heading}
              </Typography>
            ) : null}
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'pre-wrap' }}
            >
              {passage.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
