import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { PHRASING_PROPOSAL_LABELS as t } from 'shared-contracts';
import { type NoticeControls, PhrasingProposalItems } from 'shared-ui';
import { useConfirmPhrasingProposal, usePhrasingProposals, useRejectPhrasingProposal } from '../api/phrasing-proposals';

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
      <PhrasingProposalItems items={items} confirm={confirm.mutateAsync} reject={reject.mutateAsync} notice={notice} />
      {proposals.data && proposals.data.total > items.length ? (
        <Typography variant="caption" color="text.secondary">
          {t.more(items.length, proposals.data.total)}
        </Typography>
      ) : null}
    </Paper>
  );
}
