import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PHRASING_PROPOSAL_LABELS as t, type PhrasingProposal } from 'shared-contracts';
import { formatDateTime } from '../format/format-date-time';
import { knowledgeEditPath } from '../teach-knowledge/knowledge-edit-path';

export interface PhrasingProposalItemsProps {
  items: readonly PhrasingProposal[];
  /** The proposal whose confirmation or rejection is on its way (its buttons wait). */
  busyId: string | null;
  onConfirm: (proposal: PhrasingProposal) => void;
  onReject: (proposal: PhrasingProposal) => void;
}

/**
 * The proposed phrasings as a list, each with the visitor's words (as text only), the Q&A they chose
 * (a link to its editor), how often and when, and 言い換えに追加 / 却下. The knowledge screen and
 * 会話履歴 both show it; each fetches and decides through its own section's queries.
 */
export function PhrasingProposalItems({ items, busyId, onConfirm, onReject }: PhrasingProposalItemsProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((p) => (
        <Box
          component="li"
          key={p.id}
          aria-label={p.text}
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 2, alignItems: 'center', py: 1.25, borderTop: 1, borderColor: 'divider' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {t.visitorWords}
            </Typography>
            {/* The visitor's words, as text only. */}
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>「{p.text}」</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t.chosenQa}:{' '}
              <Link component={RouterLink} to={knowledgeEditPath(p.item_id)}>
                {p.item_question}
              </Link>
              {' · '}
              {t.pressCount(p.press_count)}
              {' · '}
              {formatDateTime(p.pressed_at)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" size="small" disabled={busyId === p.id} onClick={() => onConfirm(p)}>
              {t.confirm}
            </Button>
            <Button variant="outlined" size="small" color="inherit" disabled={busyId === p.id} onClick={() => onReject(p)}>
              {t.reject}
            </Button>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
