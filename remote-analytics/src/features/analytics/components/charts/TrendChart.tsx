import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import type { AnalyticsRange } from 'shared-contracts';
import { brand } from 'shared-ui';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { dayFullLabel, dayTickLabel } from '../../utils/day-label';

export interface TrendChartProps {
  label: string;
  /** The first day of each bucket, YYYY-MM-DD. */
  days: string[];
  granularity: AnalyticsRange['granularity'];
  series: { label: string; data: number[] }[];
  /** A click on a day opens what happened that day. */
  onSelect(index: number): void;
  height?: number;
}

/** The trend's lines, drawn by MUI X Charts; loaded only with a screen that draws it (React.lazy). */
export default function TrendChart({ label, days, granularity, series, onSelect, height = 280 }: TrendChartProps) {
  const theme = useTheme();
  const reducedMotion = useReducedMotion();
  const colors = [brand[700], brand[400], theme.palette.warning.main];
  return (
    <LineChart
      aria-label={label}
      height={height}
      skipAnimation={reducedMotion}
      // Enter or Space on the focused point or bar opens 会話履歴, as a click does.
      experimentalFeatures={{ keyboardActivation: true }}
      xAxis={[
        {
          scaleType: 'point',
          data: days,
          // Noto Sans JP's line box is taller than the axis' default 25 px leaves a label, which the
          // library then cuts to nothing: the axis is given room for one line of it.
          height: 36,
          // The axis reads 11/14 (11/10〜 for a week); the tooltip names the whole date.
          valueFormatter: (day: string, context) => (context.location === 'tick' ? dayTickLabel(day, granularity) : dayFullLabel(day, granularity)),
        },
      ]}
      yAxis={[{ tickMinStep: 1 }]}
      series={series.map((line, index) => ({ ...line, color: colors[index % colors.length], showMark: days.length <= 31 }))}
      onAxisClick={(_event, data) => {
        if (data) onSelect(data.dataIndex);
      }}
      sx={{ cursor: 'pointer' }}
    />
  );
}
