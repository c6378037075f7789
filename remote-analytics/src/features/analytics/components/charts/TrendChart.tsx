import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import { brand } from 'shared-ui';
import { useReducedMotion } from '../../hooks/use-reduced-motion';

export interface TrendChartProps {
  label: string;
  days: string[];
  series: { label: string; data: number[] }[];
  /** A click on a day opens what happened that day. */
  onSelect(index: number): void;
}

/** The trend's lines, drawn by MUI X Charts; loaded only with 分析 (React.lazy). */
export default function TrendChart({ label, days, series, onSelect }: TrendChartProps) {
  const theme = useTheme();
  const reducedMotion = useReducedMotion();
  const colors = [brand[700], brand[400], theme.palette.warning.main];
  return (
    <LineChart
      aria-label={label}
      height={280}
      skipAnimation={reducedMotion}
      // Enter or Space on the focused point or bar opens 会話履歴, as a click does.
      experimentalFeatures={{ keyboardActivation: true }}
      xAxis={[{ scaleType: 'point', data: days.map((day) => day.slice(5).replace('-', '/')) }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={series.map((line, index) => ({ ...line, color: colors[index % colors.length], showMark: days.length <= 31 }))}
      onAxisClick={(_event, data) => {
        if (data) onSelect(data.dataIndex);
      }}
      sx={{ cursor: 'pointer' }}
    />
  );
}
