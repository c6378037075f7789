import { useNavigate } from 'react-router-dom';
import type { AnalyticsQuery } from 'shared-contracts';
import { labels } from '../../../labels';
import { useAnalyticsTrend } from '../api/get-trend';
import { trendBucketPath } from '../utils/history-filters';
import { ChartPanel } from './ChartPanel';
import { DataTable } from './DataTable';
import { HistoryLink } from './HistoryLink';
import { TrendChart } from './charts/LazyCharts';

const t = labels.trend;

export interface TrendPanelProps {
  query: AnalyticsQuery;
  /** The dashboard names its 7 days its own way. */
  title?: string;
  height?: number;
}

/** Conversations, questions and unanswered questions a day (a week for long periods); each day opens 会話履歴. */
export function TrendPanel({ query, title = t.title, height = 280 }: TrendPanelProps) {
  const navigate = useNavigate();
  return (
    <ChartPanel
      title={title}
      result={useAnalyticsTrend(query)}
      height={height}
      isEmpty={(data) => data.points.length === 0}
      csv={(data) => ({
        header: [data.range.granularity === 'week' ? t.week : t.day, t.conversations, t.questions, t.unanswered],
        rows: data.points.map((point) => [point.day, point.conversations, point.questions, point.unanswered]),
      })}
      chart={(data) => (
        <TrendChart
          label={t.chartLabel}
          days={data.points.map((point) => point.day)}
          granularity={data.range.granularity}
          height={height}
          series={[
            { label: t.conversations, data: data.points.map((point) => point.conversations) },
            { label: t.questions, data: data.points.map((point) => point.questions) },
            { label: t.unanswered, data: data.points.map((point) => point.unanswered) },
          ]}
          onSelect={(index) => {
            const point = data.points[index];
            if (point) void navigate(trendBucketPath(point.day, data.range));
          }}
        />
      )}
      table={(data) => (
        <DataTable
          label={t.tableLabel}
          rows={data.points}
          rowKey={(point) => point.day}
          columns={[
            {
              header: data.range.granularity === 'week' ? t.week : t.day,
              cell: (point) => <HistoryLink to={trendBucketPath(point.day, data.range)}>{point.day}</HistoryLink>,
            },
            { header: t.conversations, numeric: true, cell: (point) => point.conversations },
            { header: t.questions, numeric: true, cell: (point) => point.questions },
            { header: t.unanswered, numeric: true, cell: (point) => point.unanswered },
          ]}
        />
      )}
    />
  );
}
