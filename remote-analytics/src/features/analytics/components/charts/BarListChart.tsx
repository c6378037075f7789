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

/**
 * The name axis' width: room for the longest name (a 12 px full-width character is about 13 px wide;
 * ASCII about half), so 「ナレッジ（候補を提示）」 and 「回答が見つからないとき」 read whole
 * (issue #40: a fixed 140 px cut them at every width), within a third of a 1088 px panel.
 */
export function nameAxisWidth(names: readonly string[]): number {
  const widest = Math.max(0, ...names.map((name) => Array.from(name).reduce((w, ch) => w + (ch.charCodeAt(0) < 0x2e80 ? 7 : 13), 0)));
  return Math.min(280, Math.max(80, widest + 20));
}

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
      yAxis={[{ scaleType: 'band', data: names, width: nameAxisWidth(names) }]}
      // Noto Sans JP's line box is taller than the axis' default 25 px leaves a label, which the
      // library then cuts to nothing: the axis is given room for one line of it.
      xAxis={[{ tickMinStep: 1, height: X_AXIS_HEIGHT }]}
      series={[{ data: values, label: seriesLabel, color: brand[600] }]}
      onItemClick={onSelect ? (_event, item) => onSelect(item.dataIndex) : undefined}
      sx={onSelect ? { cursor: 'pointer' } : undefined}
    />
  );
}
