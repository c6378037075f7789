import { Suspense, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AnalyticsRange } from 'shared-contracts';
import { TitledLoadErrorAlert } from 'shared-ui';
import { labels } from '../../../labels';
import { chartCsvFileName, saveCsv, toCsv, type CsvCell } from '../utils/chart-csv';
import { PanelPeriod } from './PanelPeriod';

type View = 'chart' | 'table';

export interface ChartData {
  header: string[];
  rows: CsvCell[][];
}

export interface ChartPanelProps<T extends { range: AnalyticsRange }> {
  title: string;
  result: UseQueryResult<T, Error>;
  /** The panel's data as rows: its CSV. */
  csv(data: T): ChartData;
  isEmpty(data: T): boolean;
  chart(data: T): ReactNode;
  table(data: T): ReactNode;
  height?: number;
}

export function PanelSkeleton({ title, height }: { title: string; height: number }) {
  return <Skeleton variant="rounded" height={height} role="progressbar" aria-label={labels.panel.loading(title)} aria-busy="true" />;
}

/**
 * One chart of 分析: it loads and fails on its own (a skeleton, then the chart, or a Japanese error
 * with 再試行), and every chart can be read as a table and taken away as a CSV.
 */
export function ChartPanel<T extends { range: AnalyticsRange }>({ title, result, csv, isEmpty, chart, table, height = 260 }: ChartPanelProps<T>) {
  const headingId = useId();
  const [view, setView] = useState<View>('chart');
  const data = result.data;
  const download = () => {
    if (!data) return;
    const { header, rows } = csv(data);
    saveCsv(toCsv(header, rows), chartCsvFileName(title, data.range.from, data.range.to));
  };

  let body: ReactNode;
  if (result.isPending) body = <PanelSkeleton title={title} height={height} />;
  else if (result.isError) body = <TitledLoadErrorAlert title={labels.panel.loadFailed(title)} error={result.error} retry={labels.panel.retry} onRetry={() => void result.refetch()} />;
  else if (isEmpty(result.data))
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {labels.panel.noData}
      </Typography>
    );
  else if (view === 'table') body = table(result.data);
  else body = <Suspense fallback={<PanelSkeleton title={title} height={height} />}>{chart(result.data)}</Suspense>;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        {/* As wide as the title itself (not a fixed 160 px): 7日間の推移 then leaves room for グラフ/表 and CSV on its line in the dashboard's narrower column. */}
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 'fit-content' }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={`${title} ${labels.panel.view}`}
          value={view}
          onChange={(_event, next: View | null) => next && setView(next)}
        >
          <ToggleButton value="chart" sx={{ px: 1.5, py: 0.25 }}>
            {labels.panel.chart}
          </ToggleButton>
          <ToggleButton value="table" sx={{ px: 1.5, py: 0.25 }}>
            {labels.panel.table}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" startIcon={<FileDownloadOutlinedIcon />} disabled={!data} onClick={download} aria-label={labels.panel.csvLabel(title)}>
          {labels.panel.csv}
        </Button>
        <PanelPeriod range={data?.range} />
      </Box>
      {body}
    </Paper>
  );
}
