import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { loginTypeColumnLabel, visitorLabel, type ConversationSummary } from 'shared-contracts';
import { DateTime, ListTable, useDateTimeFormat, type ListTableColumn } from 'shared-ui';
import { conversationHistoryLabels } from '../labels';
import { ConversationBadges } from './ConversationBadges';

export interface ConversationTableProps {
  conversations: readonly ConversationSummary[];
  /** A row opens its transcript, carrying the list's search so it can come back to the same view. */
  transcriptHref(conversation: ConversationSummary): string;
  stale: boolean;
}

const c = conversationHistoryLabels.list.columns;

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
// A part longer than the column still breaks rather than spill into the next (the tooltip has it whole).
const twoLines = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' } as const;

/**
 * A mail address breaks before its @ and nowhere else: 「hanako.yamada」「@example.com」 on two lines
 * in a narrow column (two at most; the whole is the tooltip). A name is shown as it is.
 */
function VisitorCell({ visitor }: { visitor: string }) {
  const at = /^[^\s@]+@[^\s@]+$/.test(visitor) ? visitor.indexOf('@') : -1;
  return (
    <Typography variant="body2" title={visitor} sx={twoLines}>
      {at > 0 ? (
        <>
          {visitor.slice(0, at)}
          <wbr />
          {visitor.slice(at)}
        </>
      ) : (
        visitor
      )}
    </Typography>
  );
}

/** Its header on one line from 1200 px; under it, on two between its words (ログイン / 種別). */
const NARROW_COLUMN = { xs: 104, lg: 120 };
/** A date and time on one line from 1536 px (2026/11/28 17:01 is 122 px); under it, day over time. */
const DATE_COLUMN = { xs: '12%', xl: '10%' };

/**
 * Widths for 1088 px (a 942 px table) up to 1920: the dates break between day and time when narrow,
 * headers between their words (ListTable), the visitor before its @; what is still too long is cut
 * with … and whole in its tooltip.
 */
const columns: readonly ListTableColumn<ConversationSummary>[] = [
  { header: c.createdAt, width: DATE_COLUMN, sx: { fontVariantNumeric: 'tabular-nums' }, cell: (row) => <DateTime iso={row.created_at} /> },
  { header: c.updatedAt, width: DATE_COLUMN, sx: { color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }, cell: (row) => <DateTime iso={row.updated_at} /> },
  // A mail address (hanako.yamada@example.com is 212 px) on one line at 1920.
  { header: c.visitor, width: { xs: '15%', xl: '16%' }, cell: (row) => <VisitorCell visitor={visitorLabel(row.visitor)} /> },
  { header: c.loginType, width: NARROW_COLUMN, cell: (row) => loginTypeColumnLabel(row.visitor.login_type) },
  {
    header: c.firstQuestion,
    cell: (row) => (
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography variant="body2" title={row.first_question} sx={{ ...oneLine, color: row.first_question ? 'text.primary' : 'text.disabled' }}>
          {row.first_question || conversationHistoryLabels.list.noQuestion}
        </Typography>
        <ConversationBadges conversation={row} />
      </Box>
    ),
  },
  {
    header: c.messageCount,
    width: NARROW_COLUMN,
    align: 'right',
    sx: { fontVariantNumeric: 'tabular-nums' },
    cell: (row) => row.message_count.toLocaleString('ja-JP'),
  },
  {
    header: c.pageUrl,
    width: '12%',
    cell: (row) => (
      <Typography variant="body2" color="text.secondary" title={row.page_url ?? undefined} sx={oneLine}>
        {row.page_url ? pagePath(row.page_url) : conversationHistoryLabels.list.none}
      </Typography>
    ),
  },
];

/** The conversations of one page; a row is a link to its transcript (a new tab on a middle-click). */
export function ConversationTable({ conversations, transcriptHref, stale }: ConversationTableProps) {
  const dates = useDateTimeFormat();
  return (
    <ListTable
      label={conversationHistoryLabels.list.tableLabel}
      size="small"
      columns={columns}
      rows={conversations}
      rowTestId="conversation-row"
      stale={stale}
      rowLink={{ href: transcriptHref, label: (row) => conversationHistoryLabels.list.openConversation(dates.format(row.created_at), visitorLabel(row.visitor)) }}
    />
  );
}
