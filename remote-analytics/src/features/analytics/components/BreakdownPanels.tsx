import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ANSWER_ENGINE_LABELS, extensibleEnumLabel, type AnalyticsBreakdown, type AnalyticsQuery } from 'shared-contracts';
import { labels } from '../../../labels';
import { useAnalyticsBreakdown } from '../api/get-breakdown';
import { useEmotionLabels } from '../api/get-emotion-labels';
import { emotionLabel } from '../utils/emotion-label';
import { enginePath, pagePath, shortPageLabel } from '../utils/history-filters';
import { ChartPanel } from './ChartPanel';
import { DataTable } from './DataTable';
import { HistoryLink } from './HistoryLink';
import { BarListChart } from './charts/LazyCharts';

/** One bar: its name on screen, the full name for the table and the CSV, and where a click goes. */
interface Bar {
  key: string;
  axisLabel: string;
  name: string;
  count: number;
  link: string | null;
}

interface BarListLabels {
  title: string;
  name: string;
  count: string;
  tableLabel: string;
}

const barsOf = {
  engines: (data: AnalyticsBreakdown): Bar[] =>
    data.engines.map(({ engine, count }) => ({
      key: engine,
      axisLabel: extensibleEnumLabel(ANSWER_ENGINE_LABELS, engine),
      name: extensibleEnumLabel(ANSWER_ENGINE_LABELS, engine),
      count,
      link: enginePath(engine, data.range),
    })),
  emotions: (data: AnalyticsBreakdown, ownerLabels: Readonly<Record<string, string>>): Bar[] =>
    data.emotions.map(({ emotion, count }) => {
      const name = emotionLabel(emotion, ownerLabels);
      return { key: emotion, axisLabel: name, name, count, link: null };
    }),
  pages: (data: AnalyticsBreakdown): Bar[] =>
    data.pages.map(({ page_url, conversations }) => ({
      key: page_url,
      axisLabel: shortPageLabel(page_url),
      name: page_url,
      count: conversations,
      link: pagePath(page_url, data.range),
    })),
};

function BarListPanel({ query, text, bars }: { query: AnalyticsQuery; text: BarListLabels; bars(data: AnalyticsBreakdown): Bar[] }) {
  const navigate = useNavigate();
  return (
    <ChartPanel
      title={text.title}
      result={useAnalyticsBreakdown(query)}
      isEmpty={(data) => bars(data).every((bar) => bar.count === 0)}
      csv={(data) => ({ header: [text.name, text.count], rows: bars(data).map((bar) => [bar.name, bar.count]) })}
      chart={(data) => {
        const list = bars(data);
        const linked = list.some((bar) => bar.link !== null);
        return (
          <BarListChart
            label={text.title}
            names={list.map((bar) => bar.axisLabel)}
            values={list.map((bar) => bar.count)}
            seriesLabel={text.count}
            onSelect={
              linked
                ? (index) => {
                    const link = list[index]?.link;
                    if (link) void navigate(link);
                  }
                : undefined
            }
          />
        );
      }}
      table={(data) => (
        <DataTable
          label={text.tableLabel}
          rows={bars(data)}
          rowKey={(bar) => bar.key}
          columns={[
            { header: text.name, cell: (bar) => (bar.link ? <HistoryLink to={bar.link}>{bar.name}</HistoryLink> : bar.name) },
            { header: text.count, numeric: true, cell: (bar) => bar.count },
          ]}
        />
      )}
    />
  );
}

/** Answers by engine, emotions shown, and the pages the chat was used on: one request, three panels. */
export function EnginesPanel({ query }: { query: AnalyticsQuery }) {
  return <BarListPanel query={query} text={labels.engines} bars={barsOf.engines} />;
}

const NO_OWNER_LABELS: Readonly<Record<string, string>> = {};

/** Emotions by the owner's names for them (アバター設定); until those are read, or if they cannot be, the built-in names. */
export function EmotionsPanel({ query }: { query: AnalyticsQuery }) {
  const ownerLabels = useEmotionLabels().data ?? NO_OWNER_LABELS;
  const bars = useCallback((data: AnalyticsBreakdown) => barsOf.emotions(data, ownerLabels), [ownerLabels]);
  return <BarListPanel query={query} text={labels.emotions} bars={bars} />;
}

export function PagesPanel({ query }: { query: AnalyticsQuery }) {
  return <BarListPanel query={query} text={labels.pages} bars={barsOf.pages} />;
}
