import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PHRASING_PROPOSAL_LABELS as t, type PhrasingProposal, type TeachKnowledgeResponse } from 'shared-contracts';
import { DateTime } from '../time-zone/DateTime';
import type { NoticeControls } from '../notice/useNotice';
import { knowledgeEditPath } from '../teach-knowledge/knowledge-edit-path';
import { conversationTranscriptPath, isStrongProposal } from './proposal-evidence';

export interface PhrasingProposalItemsProps {
  items: readonly PhrasingProposal[];
  /** Adds the words to the Q&A's 言い換え (the section's mutation, which refreshes its own lists). */
  confirm: (id: string) => Promise<TeachKnowledgeResponse>;
  /** Closes the proposal for good. */
  reject: (id: string) => Promise<void>;
  notice: Pick<NoticeControls, 'showSuccess' | 'showError'>;
  /** 会話を見る beside each proposal (default); off where the list stands beside that very conversation (会話履歴). */
  conversationLinks?: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The proposed phrasings as a list, each with its evidence beside it: the visitor's words (as text
 * only), the Q&A they chose (a link to its editor), how many visitors chose it and how often, when, and
 * the conversation (会話を見る); then 言い換えに追加 / 却下 with what came of it. 言い換えに追加 is the
 * primary button only when several visitors chose it (isStrongProposal); one visitor's choice is
 * offered plainly, with a note to read the conversation first. The knowledge screen and 会話履歴 both
 * show it; each decides through its own section's queries.
 */
export function PhrasingProposalItems({ items, confirm, reject, notice, conversationLinks = true }: PhrasingProposalItemsProps) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const decide = async (p: PhrasingProposal, action: () => Promise<string>) => {
    setBusyId(p.id);
    try {
      notice.showSuccess(await action());
    } catch (error) {
      notice.showError(messageOf(error));
    } finally {
      setBusyId(null);
    }
  };
  const onConfirm = (p: PhrasingProposal) => decide(p, async () => ((await confirm(p.id)).answered ? t.confirmed(p.item_question) : t.confirmedNotYet));
  const onReject = (p: PhrasingProposal) =>
    decide(p, async () => {
      await reject(p.id);
      return t.rejected;
    });

  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((p) => {
        const strong = isStrongProposal(p);
        return (
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
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ fontWeight: 600, color: strong ? 'text.primary' : undefined }}>
                  {t.visitorCount(p.visitor_count)}
                </Box>
                {' · '}
                {t.pressCount(p.press_count)}
                {' · '}
                <DateTime iso={p.pressed_at} />
                {conversationLinks ? (
                  <>
                    {' · '}
                    <Link component={RouterLink} to={conversationTranscriptPath(p.conversation_id)}>
                      {t.viewConversation}
                    </Link>
                  </>
                ) : null}
              </Typography>
              {strong ? null : (
                <Typography variant="caption" color="warning.dark" sx={{ display: 'block', mt: 0.25 }}>
                  {t.weakEvidence}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant={strong ? 'contained' : 'outlined'} size="small" disabled={busyId === p.id} onClick={() => void onConfirm(p)}>
                {t.confirm}
              </Button>
              <Button variant="outlined" size="small" color="inherit" disabled={busyId === p.id} onClick={() => void onReject(p)}>
                {t.reject}
              </Button>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
