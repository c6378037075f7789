import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { AnalyticsQuery } from 'shared-contracts';
import { AfterSampleNotice } from 'shared-ui';
import { labels } from '../../../../labels';
import { paths } from '../../../../paths';
import { AnalyticsSampleNotice } from '../AnalyticsSampleNotice';
import { UNANSWERED_ANCHOR, UnansweredQuestionsPanel } from '../UnansweredQuestionsPanel';
import { TrendPanel } from '../TrendPanel';
import { RecentConversationsPanel } from './RecentConversationsPanel';
import { SetupChecklistPanel } from './SetupChecklistPanel';
import { TodayPanel } from './TodayPanel';

const WEEK_QUERY: AnalyticsQuery = { period: '7d', from: '', to: '' };
/** 未回答の質問 on the dashboard: the top few of the last 7 days. */
export const DASHBOARD_UNANSWERED_LIMIT = 5;

const d = labels.dashboard;
const FULL_ROW = { gridColumn: '1 / -1' } as const;
/**
 * Two columns on a laptop (the last panel takes a whole row), three on a wide screen. On a laptop
 * 未回答の質問 gets the wider column: its questions are read, the chart beside it only glanced at
 * (halves left a question about 130 px at 1088 px, three lines for 法人で購入したいのですが).
 */
const COLUMNS = { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)', xl: 'repeat(3, minmax(0, 1fr))' } as const;
const LAST_PANEL = { gridColumn: { xs: 'auto', md: '1 / -1', xl: 'auto' } } as const;

/**
 * The dashboard's panels, each loading and failing on its own. The checklist and today's figures take
 * a whole row; the others sit two a row at 1088 px (the latest conversations below, a whole row) and
 * three at 1920 px. Panels of a row are as tall as each other.
 */
export function DashboardPanelsGrid() {
  return (
    <>
      <AnalyticsSampleNotice />
      {/* The panels show once the notice's place above them is known, so it never pushes them down. */}
      <AfterSampleNotice>
        <Box
          component="section"
          aria-label={labels.dashboardPanelsLabel}
          sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: 2 }}
        >
          <SetupChecklistPanel sx={FULL_ROW} />
          <TodayPanel sx={FULL_ROW} />
          <TrendPanel query={WEEK_QUERY} title={d.week.title} height={220} />
          <UnansweredQuestionsPanel
            query={WEEK_QUERY}
            limit={DASHBOARD_UNANSWERED_LIMIT}
            title={d.unanswered.title}
            compact
            action={
              // The table itself, over the same 7 days (分析's default period), not the top of 分析.
              <Link component={RouterLink} to={`${paths.analytics}#${UNANSWERED_ANCHOR}`} variant="body2" aria-label={d.unanswered.openAllLabel}>
                {d.unanswered.openAll}
              </Link>
            }
          />
          <RecentConversationsPanel sx={LAST_PANEL} />
        </Box>
      </AfterSampleNotice>
    </>
  );
}
