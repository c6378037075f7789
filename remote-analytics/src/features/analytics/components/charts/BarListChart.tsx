import { BarChart } from '@mui/x-charts/BarChart';
import { brand } from 'shared-ui';
import { useReducedMotion } from '../../hooks/use-reduced-motion';

export interface BarListChartProps {
  label: string;
  names: string[];
  values: number[];
  seriesLabel: string;
  /** A click on a bar opens 会話履歴 filtered to it, for the bars that can be. */
  onSelect?(index: number): void;
}

/** Horizontal bars, one per name, drawn by MUI X Charts; loaded only with 分析 (React.lazy). */
/** Tick, gap and one line of 12 px Noto Sans JP. */
const X_AXIS_HEIGHT = 36;

export default function BarListChart({ label, names, values, seriesLabel, onSelect }: BarListChartProps) {
  const reducedMotion = useReducedMotion();
  return (
    <BarChart
      aria-label={label}
      height={Math.max(160, 40 + names.length * 32)}
      layout="horizontal"
      skipAnimation={reducedMotion}
      // Enter or Space on the focused point or bar opens 会話履歴, as a click does.
      experimentalFeatures={{ keyboardActivation: true }}
      hideLegend
      yAxis={[{ scaleType: 'band', data: names, width: 140 }]}
      // Noto Sans JP's line box is taller than the axis' default 25 px leaves a label, which the
      // library then cuts to nothing: the axis is given room for one line of it.
      xAxis={[{ tickMinStep: 1, height: X_AXIS_HEIGHT }]}
      series={[{ data: values, label: seriesLabel, color: brand[600] }]}
      onItemClick={onSelect ? (_event, item) => onSelect(item.dataIndex) : undefined}
      sx={onSelect ? { cursor: 'pointer' } : undefined}
    />
  );
}
