import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { ForbiddenListKind } from '../forbidden-list-kinds';
import { kindLabels } from '../labels';

/** How entries are matched, said where the owner writes them, so a surprise match is never a mystery. */
export function MatchingRulesNote({ kind }: { kind: ForbiddenListKind }) {
  const text = kindLabels(kind);
  return (
    <Paper component="section" aria-labelledby={`matching-rules-${kind}`} variant="outlined" sx={{ p: 2.5, bgcolor: 'grey.50' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <InfoOutlinedIcon aria-hidden fontSize="small" color="primary" />
        <Typography id={`matching-rules-${kind}`} variant="h6" component="h2">
          {text.matchingTitle}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {text.matchingRules.map((rule) => (
          <Typography key={rule} component="li" variant="body2" color="text.secondary">
            {rule}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}
