import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { TitledLoadErrorAlert } from 'shared-ui';
import { labels } from '../../../labels';
import type { AnalyticsRange } from 'shared-contracts';
import { PanelSkeleton } from './ChartPanel';
import { PanelPeriod } from './PanelPeriod';

/** The period of a panel's data, when it has one (every analytics answer does). */
function rangeOf(data: unknown): AnalyticsRange | undefined {
  return typeof data === 'object' && data !== null && 'range' in data ? (data as { range: AnalyticsRange }).range : undefined;
}

export interface QueryPanelProps<T> {
  title: string;
  result: UseQueryResult<T, Error>;
  /** What the panel says instead of an empty table or list. */
  isEmpty(data: T): boolean;
  empty: string;
  children(data: T): ReactNode;
  /** Beside the title: a link to where the whole list is. */
  action?: ReactNode;
  /** The element's id: where a link can land (#unanswered). */
  id?: string;
  height?: number;
  sx?: SxProps<Theme>;
}

/**
 * A panel of 分析 or the dashboard that is not a chart: it loads and fails on its own (a skeleton,
 * then its content, or a Japanese error with 再試行), and says so in words when there is nothing.
 */
export function QueryPanel<T>({ title, result, isEmpty, empty, children, action, id, height = 200, sx }: QueryPanelProps<T>) {
  const headingId = useId();
  let body: ReactNode;
  if (result.isPending) body = <PanelSkeleton title={title} height={height} />;
  else if (result.isError)
    body = <TitledLoadErrorAlert title={labels.panel.loadFailed(title)} error={result.error} retry={labels.panel.retry} onRetry={() => void result.refetch()} />;
  else if (isEmpty(result.data))
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  else body = children(result.data);

  return (
    <Paper variant="outlined" component="section" id={id} aria-labelledby={headingId} sx={[{ p: 2, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 160 }}>
          {title}
        </Typography>
        {action}
        <PanelPeriod range={rangeOf(result.data)} />
      </Box>
      {body}
    </Paper>
  );
}
