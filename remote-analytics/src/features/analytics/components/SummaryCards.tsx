import Box from '@mui/material/Box';
import type { AnalyticsSummary } from 'shared-contracts';
import { labels } from '../../../labels';
import { countChange, formatParts, durationChange, formatCount, formatDuration, formatPercent, rateChange } from '../utils/format-kpi';
import { KpiCard } from './KpiCard';

/** Cards wrap in a grid: three a row at 1088 px, all seven at 1920 px. */
export const KPI_GRID_SX = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))', gap: 2 } as const;


/** The seven KPIs of the period, each beside the previous period. */
export function SummaryCards({ summary }: { summary: AnalyticsSummary }) {
  const { conversations, visitors, questions, answer_rate, satisfaction, form_submission_rate, response_time } = summary;
  const unit = labels.kpi.countUnit;
  const split = labels.kpi.visitorsSplit;
  const about = visitors.estimated ? labels.kpi.approximately : '';
  return (
    <Box role="list" aria-label={labels.kpi.cardsLabel} sx={KPI_GRID_SX}>
      {[
        <KpiCard
          key="conversations"
          kpi="conversations"
          value={formatCount(conversations.value, unit.conversations)}
          previous={formatCount(conversations.previous, unit.conversations)}
          change={countChange(conversations.value, conversations.previous, unit.conversations)}
        />,
        <KpiCard
          key="visitors"
          kpi="visitors"
          value={`${about}${formatCount(visitors.value, unit.visitors)}`}
          parts={`${split.mail} ${about}${formatCount(visitors.mail, '')}・${split.line} ${about}${formatCount(visitors.line, '')}・${split.anonymous} ${about}${formatCount(visitors.anonymous, '')}`}
          previous={`${about}${formatCount(visitors.previous, unit.visitors)}`}
          change={countChange(visitors.value, visitors.previous, unit.visitors)}
        />,
        <KpiCard
          key="questions"
          kpi="questions"
          value={formatCount(questions.value, unit.questions)}
          previous={formatCount(questions.previous, unit.questions)}
          change={countChange(questions.value, questions.previous, unit.questions)}
        />,
        <KpiCard
          key="answer_rate"
          kpi="answer_rate"
          value={formatPercent(answer_rate.value)}
          parts={formatParts(answer_rate.numerator, answer_rate.denominator)}
          previous={formatPercent(answer_rate.previous)}
          change={rateChange(answer_rate.value, answer_rate.previous)}
        />,
        <KpiCard
          key="satisfaction"
          kpi="satisfaction"
          value={formatPercent(satisfaction.value)}
          parts={`${formatParts(satisfaction.numerator, satisfaction.denominator)}・${labels.kpi.ratingRate} ${formatPercent(satisfaction.rating_rate)}`}
          previous={formatPercent(satisfaction.previous)}
          change={rateChange(satisfaction.value, satisfaction.previous)}
        />,
        <KpiCard
          key="form_submission_rate"
          kpi="form_submission_rate"
          value={formatPercent(form_submission_rate.value)}
          parts={formatParts(form_submission_rate.numerator, form_submission_rate.denominator)}
          previous={formatPercent(form_submission_rate.previous)}
          change={rateChange(form_submission_rate.value, form_submission_rate.previous)}
        />,
        <KpiCard
          key="response_time"
          kpi="response_time"
          value={`${formatDuration(response_time.p50_ms)} / ${formatDuration(response_time.p95_ms)}`}
          parts="p50 / p95"
          previous={`${formatDuration(response_time.previous_p50_ms)} / ${formatDuration(response_time.previous_p95_ms)}`}
          change={durationChange(response_time.p50_ms, response_time.previous_p50_ms)}
        />,
      ].map((card) => (
        <div role="listitem" key={card.key}>
          {card}
        </div>
      ))}
    </Box>
  );
}
