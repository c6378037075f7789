import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ConversationSummary } from 'shared-contracts';
import { DateTime } from 'shared-ui';
import { labels } from '../../../../labels';
import { conversationPath, externalPaths } from '../../../../paths';
import { useRecentConversations } from '../../api/get-recent-conversations';
import { DataTable } from '../DataTable';
import { QueryPanel } from '../QueryPanel';

/** How many of the newest conversations the dashboard shows. */
export const RECENT_CONVERSATIONS_SHOWN = 5;

const r = labels.dashboard.recent;

/** What needs the owner's eye in a conversation: 未回答, 👎, フォーム送信, エラー. */
function flagsOf(conversation: ConversationSummary): { key: string; label: string; color: 'warning' | 'error' | 'info' }[] {
  return [
    conversation.unanswered_count > 0 ? { key: 'unanswered', label: r.badges.unanswered, color: 'warning' as const } : null,
    conversation.feedback_down_count > 0 ? { key: 'down', label: r.badges.feedbackDown(conversation.feedback_down_count), color: 'error' as const } : null,
    conversation.form_submitted ? { key: 'form', label: r.badges.formSubmitted, color: 'info' as const } : null,
    conversation.has_error ? { key: 'error', label: r.badges.error, color: 'error' as const } : null,
  ].filter((flag) => flag !== null);
}

function Flags({ conversation }: { conversation: ConversationSummary }) {
  const flags = flagsOf(conversation);
  if (flags.length === 0) return null;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {flags.map((flag) => (
        <li key={flag.key}>
          <Chip size="small" variant="outlined" label={flag.label} color={flag.color} sx={{ height: 22, fontSize: 12 }} />
        </li>
      ))}
    </Box>
  );
}

/** 最近の会話: the newest five of 会話履歴's list, each opening its transcript. */
export function RecentConversationsPanel({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <QueryPanel
      title={r.title}
      sx={sx}
      // The table's header and five rows: the default 200 px skeleton grew by 21 px.
      height={221}
      result={useRecentConversations()}
      isEmpty={(data) => data.data.length === 0}
      empty={r.empty}
      action={
        <Link component={RouterLink} to={externalPaths.conversationHistory} variant="body2">
          {r.openHistory}
        </Link>
      }
    >
      {(data) => (
        <DataTable
          label={r.caption}
          rows={data.data.slice(0, RECENT_CONVERSATIONS_SHOWN)}
          rowKey={(conversation) => conversation.id}
          columns={[
            { header: r.time, cell: (conversation) => <Box sx={{ whiteSpace: 'nowrap' }}><DateTime iso={conversation.created_at} /></Box> },
            {
              header: r.firstQuestion,
              cell: (conversation) => (
                <Link component={RouterLink} to={conversationPath(conversation.id)} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                  {conversation.first_question === '' ? r.noQuestion : conversation.first_question}
                </Link>
              ),
            },
            { header: r.flags, cell: (conversation) => <Flags conversation={conversation} /> },
          ]}
        />
      )}
    </QueryPanel>
  );
}
