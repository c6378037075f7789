import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import { PHRASING_PROPOSAL_LABELS as t } from 'shared-contracts';
import { type NoticeControls, PhrasingProposalItems } from 'shared-ui';
import { useConversationPhrasingProposals, useDecidePhrasingProposal } from '../api/phrasing-proposals';

interface Props {
  conversationId: string;
  notice: NoticeControls;
}

/**
 * 訪問者の言い回しの提案 beside the conversation they came from: where the agent was unsure here and
 * the visitor chose one of its もしかして… questions, the owner reads the exchange and decides at once.
 * Shown only while one is open; the knowledge screen lists the same proposals for every conversation.
 */
export function ConversationPhrasingProposals({ conversationId, notice }: Props) {
  const proposals = useConversationPhrasingProposals(conversationId);
  const { confirm, reject } = useDecidePhrasingProposal(conversationId);
  const items = proposals.data?.items ?? [];
  if (items.length === 0) return null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="conversation-phrasing-proposals-title" sx={{ p: 2.5, mb: 2, borderColor: 'primary.light' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LightbulbOutlinedIcon color="primary" fontSize="small" />
        <Typography id="conversation-phrasing-proposals-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {t.inConversation}
      </Typography>
      {/* Beside the very conversation they came from: no 会話を見る. */}
      <PhrasingProposalItems items={items} confirm={confirm.mutateAsync} reject={reject.mutateAsync} notice={notice} conversationLinks={false} />
    </Paper>
  );
}
