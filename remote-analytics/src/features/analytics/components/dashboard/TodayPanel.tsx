import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AnalyticsQuery } from 'shared-contracts';
import { labels } from '../../../../labels';
import { paths } from '../../../../paths';
import { useAnalyticsSummary } from '../../api/get-summary';
import { countChange, formatParts, formatCount, formatPercent, rateChange } from '../../utils/format-kpi';
import { KpiCard } from '../KpiCard';
import { QueryPanel } from '../QueryPanel';

/** Today on the owner's clock; the API's previous period of one day is yesterday. */
export const TODAY_QUERY: AnalyticsQuery = { period: 'today', from: '', to: '' };

const d = labels.dashboard;
const unit = labels.kpi.countUnit;

/** 今日の状況: four KPIs of today beside yesterday's, and the way to the whole of 分析. */
export function TodayPanel({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <QueryPanel
      title={d.today.title}
      result={useAnalyticsSummary(TODAY_QUERY)}
      isEmpty={() => false}
      empty=""
      // A row of KPI cards with the rate cards' 7 / 7 line: a 140 px skeleton grew by 39 px.
      height={179}
      sx={sx}
      action={
        <Link component={RouterLink} to={paths.analytics} variant="body2">
          {d.openAnalytics}
        </Link>
      }
    >
      {({ conversations, questions, answer_rate, satisfaction }) => (
        <Box role="list" aria-label={d.today.title} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 2 }}>
          <div role="listitem">
            <KpiCard
              kpi="conversations"
              value={formatCount(conversations.value, unit.conversations)}
              previous={formatCount(conversations.previous, unit.conversations)}
              change={countChange(conversations.value, conversations.previous, unit.conversations)}
              previousLabel={d.today.previous}
            />
          </div>
          <div role="listitem">
            <KpiCard
              kpi="questions"
              value={formatCount(questions.value, unit.questions)}
              previous={formatCount(questions.previous, unit.questions)}
              change={countChange(questions.value, questions.previous, unit.questions)}
              previousLabel={d.today.previous}
            />
          </div>
          <div role="listitem">
            <KpiCard
              kpi="answer_rate"
              value={formatPercent(answer_rate.value)}
              parts={formatParts(answer_rate.numerator, answer_rate.denominator)}
              previous={formatPercent(answer_rate.previous)}
              change={rateChange(answer_rate.value, answer_rate.previous)}
              previousLabel={d.today.previous}
            />
          </div>
          <div role="listitem">
            <KpiCard
              kpi="satisfaction"
              value={formatPercent(satisfaction.value)}
              parts={formatParts(satisfaction.numerator, satisfaction.denominator)}
              previous={formatPercent(satisfaction.previous)}
              change={rateChange(satisfaction.value, satisfaction.previous)}
              previousLabel={d.today.previous}
            />
          </div>
        </Box>
      )}
    </QueryPanel>
  );
}
