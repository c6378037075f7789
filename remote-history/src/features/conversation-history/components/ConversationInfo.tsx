import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { loginTypeColumnLabel, visitorLabel, type ConversationTranscript } from 'shared-contracts';
import { DateTime, TimeZoneNote } from 'shared-ui';
import { conversationHistoryLabels } from '../labels';
import { ConversationBadges } from './ConversationBadges';

export interface ConversationInfoProps {
  transcript: ConversationTranscript;
  onReviewedChange(reviewed: boolean): void;
  reviewPending: boolean;
  /** The delete buttons, under the facts. */
  actions: ReactNode;
}

const t = conversationHistoryLabels.transcript;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** Who chatted, where and when, the conversation's marks, and its 確認済み switch. */
export function ConversationInfo({ transcript, onReviewedChange, reviewPending, actions }: ConversationInfoProps) {
  const { conversation } = transcript;
  const { visitor } = conversation;
  return (
    <Paper component="section" variant="outlined" aria-label={t.info} sx={{ p: 2.5, display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box component="dl" data-testid="conversation-facts" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
        <Fact term={t.visitor}>{visitorLabel(visitor)}</Fact>
        <Fact term={t.loginType}>{loginTypeColumnLabel(visitor.login_type)}</Fact>
        {visitor.email && visitor.name?.trim() ? <Fact term={t.email}>{visitor.email}</Fact> : null}
        <Fact term={t.firstSeen}>
          <DateTime iso={transcript.visitor_first_seen_at} />
        </Fact>
        <Fact term={t.origin}>{conversation.origin || t.none}</Fact>
        <Fact term={t.pageUrl}>{conversation.page_url ?? t.none}</Fact>
        <Fact term={t.startedAt}>
          <DateTime iso={conversation.created_at} />
        </Fact>
        <Fact term={t.lastMessageAt}>
          <DateTime iso={conversation.updated_at} />
        </Fact>
        <Fact term={t.messageCount}>{t.messageCountValue(conversation.message_count)}</Fact>
      </Box>
      <TimeZoneNote sx={{ mt: -1 }} />
      <ConversationBadges conversation={conversation} />
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={conversation.reviewed_at !== null}
              onChange={(event) => onReviewedChange(event.target.checked)}
              disabled={reviewPending}
            />
          }
          label={t.reviewed}
        />
        <Typography variant="caption" color="text.secondary" component="p">
          {t.reviewedHint}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, pt: 2, borderTop: 1, borderColor: 'divider' }}>{actions}</Box>
    </Paper>
  );
}
