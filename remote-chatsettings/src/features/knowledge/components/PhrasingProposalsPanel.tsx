import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { PHRASING_PROPOSAL_LABELS as t, type PhrasingProposal } from 'shared-contracts';
import { formatDateTime, type NoticeControls } from 'shared-ui';
import { useConfirmPhrasingProposal, usePhrasingProposals, useRejectPhrasingProposal } from '../api/phrasing-proposals';
import { knowledgeEditPath } from '../utils/knowledge-paths';

interface Props {
  notice: NoticeControls;
}

/**
 * 訪問者の言い回しの提案: what visitors typed before choosing a Q&A among the もしかして… candidates.
 * Shown only while there is something to decide; confirming adds the words to the Q&A's 言い換え.
 */
export function PhrasingProposalsPanel({ notice }: Props) {
  const proposals = usePhrasingProposals();
  const confirm = useConfirmPhrasingProposal();
  const reject = useRejectPhrasingProposal();
  const items = proposals.data?.items ?? [];
  if (items.length === 0) return null;
  const busy = (p: PhrasingProposal) => (confirm.isPending && confirm.variables === p.id) || (reject.isPending && reject.variables === p.id);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="phrasing-proposals-title" sx={{ p: 2.5, mb: 3, borderColor: 'primary.light' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LightbulbOutlinedIcon color="primary" fontSize="small" />
        <Typography id="phrasing-proposals-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
        <Chip size="small" color="primary" label={proposals.data?.total ?? items.length} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {t.description}
      </Typography>
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
              <Button
                variant="contained"
                size="small"
                disabled={busy(p)}
                onClick={() =>
                  confirm.mutate(p.id, {
                    onSuccess: (taught) => notice.showSuccess(taught.answered ? t.confirmed(p.item_question) : t.confirmedNotYet),
                    onError: (error) => notice.showError(error.message),
                  })
                }
              >
                {t.confirm}
              </Button>
              <Button
                variant="outlined"
                size="small"
                color="inherit"
                disabled={busy(p)}
                onClick={() =>
                  reject.mutate(p.id, {
                    onSuccess: () => notice.showSuccess(t.rejected),
                    onError: (error) => notice.showError(error.message),
                  })
                }
              >
                {t.reject}
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
      {proposals.data && proposals.data.total > items.length ? (
        <Typography variant="caption" color="text.secondary">
          {t.more(items.length, proposals.data.total)}
        </Typography>
      ) : null}
    </Paper>
  );
}
