import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AnalyticsSummary } from 'shared-contracts';
import { AfterSampleNotice, PageTitle, TitledLoadErrorAlert } from 'shared-ui';
import { labels } from '../../../labels';
import { useAnalyticsSummary } from '../api/get-summary';
import { useAnalyticsPeriod } from '../hooks/use-analytics-period';
import { AnalyticsSampleNotice } from './AnalyticsSampleNotice';
import { EmotionsPanel, EnginesPanel, PagesPanel } from './BreakdownPanels';
import { HeatmapPanel } from './HeatmapPanel';
import { KnowledgePanel } from './KnowledgePanel';
import { NewOwnerGuide } from './NewOwnerGuide';
import { PeriodPicker } from './PeriodPicker';
import { FrequentQuestionsPanel } from './FrequentQuestionsPanel';
import { UNANSWERED_ANCHOR, UnansweredQuestionsPanel } from './UnansweredQuestionsPanel';
import { KPI_GRID_SX, SummaryCards } from './SummaryCards';
import { TrendPanel } from './TrendPanel';

/** Nothing happened in the period nor in the one before: a new owner, shown the way in, not zeros. */
function hasNoConversations(summary: AnalyticsSummary): boolean {
  return summary.conversations.value === 0 && summary.conversations.previous === 0;
}

/**
 * 分析: the period in the URL, the seven KPIs beside the previous period, and the charts. Every panel
 * asks for its own part of the API, so one that fails leaves the others standing.
 */
export function AnalyticsScreen() {
  const { query, invalid, setPeriod } = useAnalyticsPeriod();
  const summary = useAnalyticsSummary(query);
  const range = summary.data?.range ?? null;
  const isNewOwner = summary.data !== undefined && hasNoConversations(summary.data);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <PageTitle title={labels.analytics} description={labels.analyticsDescription} />
      <Box>
        <PeriodPicker query={query} resolved={range} onChange={setPeriod} />
        {invalid ? <Alert severity="warning" sx={{ mb: 2 }}>{labels.period.invalidUrl}</Alert> : null}
        {range ? (
          <Typography variant="body2" color="text.secondary" data-testid="analytics-range" sx={{ mt: -1.5 }}>
            {labels.period.range(range.from, range.to)}（{labels.period.previous(range.previous_from, range.previous_to)}）
          </Typography>
        ) : null}
      </Box>
      <AnalyticsSampleNotice />
      <AfterSampleNotice>
        {summary.isPending ? (
          <Box role="progressbar" aria-label={labels.panel.loading(labels.summary.title)} aria-busy="true" sx={KPI_GRID_SX}>
            {Array.from({ length: 7 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={150} />
            ))}
          </Box>
        ) : summary.isError ? (
          <TitledLoadErrorAlert title={labels.panel.loadFailed(labels.summary.title)} error={summary.error} retry={labels.panel.retry} onRetry={() => void summary.refetch()} />
        ) : isNewOwner ? (
          <NewOwnerGuide />
        ) : (
          <SummaryCards summary={summary.data} />
        )}
        {isNewOwner ? null : (
          <>
            <TrendPanel query={query} />
            <HeatmapPanel query={query} />
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))', gap: 3 }}>
              <EnginesPanel query={query} />
              <EmotionsPanel query={query} />
            </Box>
            <PagesPanel query={query} />
            <UnansweredQuestionsPanel query={query} id={UNANSWERED_ANCHOR} />
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))', gap: 3, alignItems: 'start' }}>
              <FrequentQuestionsPanel query={query} />
              <KnowledgePanel query={query} />
            </Box>
          </>
        )}
      </AfterSampleNotice>
    </Box>
  );
}
