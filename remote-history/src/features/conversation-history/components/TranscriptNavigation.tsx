import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { conversationHistoryLabels } from '../labels';

export interface TranscriptNavigationProps {
  previousHref: string | null;
  nextHref: string | null;
}

const t = conversationHistoryLabels.transcript;

/** 前の会話 / 次の会話 through the list the owner came from, with the keys that do the same. */
export function TranscriptNavigation({ previousHref, nextHref }: TranscriptNavigationProps) {
  return (
    <Box component="nav" aria-label={t.navigation} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {previousHref ? (
        <Button component={RouterLink} to={previousHref} variant="outlined" size="small" startIcon={<ChevronLeftIcon />}>
          {t.previous}
        </Button>
      ) : (
        <Button variant="outlined" size="small" startIcon={<ChevronLeftIcon />} disabled>
          {t.previous}
        </Button>
      )}
      {nextHref ? (
        <Button component={RouterLink} to={nextHref} variant="outlined" size="small" endIcon={<ChevronRightIcon />}>
          {t.next}
        </Button>
      ) : (
        <Button variant="outlined" size="small" endIcon={<ChevronRightIcon />} disabled>
          {t.next}
        </Button>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }} data-testid="keyboard-hint">
        {t.keyboardHint}
      </Typography>
    </Box>
  );
}
