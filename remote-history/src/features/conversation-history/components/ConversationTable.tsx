import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { loginTypeColumnLabel, visitorLabel, type ConversationSummary } from 'shared-contracts';
import { formatDateTime, ListTable, type ListTableColumn } from 'shared-ui';
import { labels } from '../../../labels';
import { ConversationBadges } from './ConversationBadges';

export interface ConversationTableProps {
  conversations: readonly ConversationSummary[];
  /** A row opens its transcript, carrying the list's search so it can come back to the same view. */
  transcriptHref(conversation: ConversationSummary): string;
  stale: boolean;
}

const c = labels.list.columns;

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/** The page's path (and query): conversations of one agent share a site or two, the full URL is in the tooltip. */
function pagePath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}` || '/';
  } catch {
    return url;
  }
}

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const columns: readonly ListTableColumn<ConversationSummary>[] = [
  // Dates break between day and time in a narrow window, and stay on one line in a wide one.
  { header: c.createdAt, width: '11%', sx: { fontVariantNumeric: 'tabular-nums' }, cell: (row) => <Time iso={row.created_at} /> },
  { header: c.updatedAt, width: '11%', sx: { color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }, cell: (row) => <Time iso={row.updated_at} /> },
  { header: c.visitor, width: '13%', sx: { overflowWrap: 'anywhere' }, cell: (row) => visitorLabel(row.visitor) },
  { header: c.loginType, width: 96, cell: (row) => loginTypeColumnLabel(row.visitor.login_type) },
  {
    header: c.firstQuestion,
    cell: (row) => (
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography variant="body2" title={row.first_question} sx={{ ...oneLine, color: row.first_question ? 'text.primary' : 'text.disabled' }}>
          {row.first_question || labels.list.noQuestion}
        </Typography>
        <ConversationBadges conversation={row} />
      </Box>
    ),
  },
  { header: c.messageCount, width: 96, align: 'right', sx: { fontVariantNumeric: 'tabular-nums' }, cell: (row) => row.message_count.toLocaleString('ja-JP') },
  {
    header: c.pageUrl,
    width: '16%',
    cell: (row) => (
      <Typography variant="body2" color="text.secondary" title={row.page_url ?? undefined} sx={oneLine}>
        {row.page_url ? pagePath(row.page_url) : labels.list.none}
      </Typography>
    ),
  },
];

/** The conversations of one page; a row is a link to its transcript (a new tab on a middle-click). */
export function ConversationTable({ conversations, transcriptHref, stale }: ConversationTableProps) {
  return (
    <ListTable
      label={labels.list.tableLabel}
      size="small"
      columns={columns}
      rows={conversations}
      rowTestId="conversation-row"
      stale={stale}
      rowLink={{ href: transcriptHref, label: (row) => labels.list.openConversation(formatDateTime(row.created_at), visitorLabel(row.visitor)) }}
    />
  );
}
