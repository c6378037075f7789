import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { AnalyticsQuery } from 'shared-contracts';
import { labels } from '../../../labels';
import { useAnalyticsHeatmap } from '../api/get-heatmap';
import { ChartPanel } from './ChartPanel';

const h = labels.heatmap;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const STEPS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * The colored grid is one stop of the Tab key: the arrows move between its cells (Home and End to
 * the ends of a row), each named by its weekday, hour and count, as a screen reader reads it.
 */
function useRovingCell() {
  const tableRef = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const [weekday, hour] = active;
    let next: [number, number] | null = null;
    const step = STEPS[event.key];
    if (step) next = [clamp(weekday + step[0], 6), clamp(hour + step[1], 23)];
    else if (event.key === 'Home') next = [weekday, 0];
    else if (event.key === 'End') next = [weekday, 23];
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${next[0]}-${next[1]}"]`)?.focus();
  };
  const isActive = (weekday: number, hour: number) => active[0] === weekday && active[1] === hour;
  return { tableRef, onKeyDown, isActive, setActive };
}

/** 月〜日 × 0〜23時 as a table: colored cells (the chart) or the plain numbers (the table view). */
function HeatmapGrid({ questions, colored }: { questions: number[][]; colored: boolean }) {
  const theme = useTheme();
  const roving = useRovingCell();
  const max = Math.max(1, ...questions.flat());
  const cellSx = { p: 0, height: 28, minWidth: 24, textAlign: 'center', fontSize: 11, border: '1px solid', borderColor: 'background.paper' } as const;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" ref={roving.tableRef} aria-label={colored ? h.gridLabel : h.tableLabel} sx={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', minWidth: 640 }}>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ width: 32, fontSize: 12, fontWeight: 500 }}>
              {h.weekday}
            </Box>
            {HOURS.map((hour) => (
              <Box component="th" scope="col" key={hour} sx={{ fontSize: 11, fontWeight: 400, color: 'text.secondary' }}>
                {colored ? (hour % 3 === 0 ? hour : <span style={visuallyHidden}>{h.hour(hour)}</span>) : h.hour(hour)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {questions.map((row, weekday) => {
            const name = h.weekdays[weekday] ?? '';
            return (
              <tr key={name}>
                <Box component="th" scope="row" sx={{ fontSize: 12, fontWeight: 500 }}>
                  {name}
                </Box>
                {row.map((count, hour) => {
                  const share = count / max;
                  const focusable = colored
                    ? {
                        tabIndex: roving.isActive(weekday, hour) ? 0 : -1,
                        'aria-label': h.cell(name, hour, count),
                        'data-cell': `${weekday}-${hour}`,
                        onKeyDown: roving.onKeyDown,
                        onFocus: () => roving.setActive([weekday, hour]),
                      }
                    : {};
                  return (
                    <Box
                      component="td"
                      key={hour}
                      title={h.cell(name, hour, count)}
                      {...focusable}
                      sx={{
                        '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: -2 },
                        ...cellSx,
                        bgcolor: colored ? (count === 0 ? 'grey.100' : alpha(theme.palette.primary.main, 0.12 + share * 0.88)) : 'transparent',
                        color: colored && share > 0.55 ? 'primary.contrastText' : 'text.primary',
                      }}
                    >
                      {colored ? <span style={visuallyHidden}>{count}</span> : count}
                    </Box>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}

export function HeatmapPanel({ query }: { query: AnalyticsQuery }) {
  return (
    <ChartPanel
      title={h.title}
      result={useAnalyticsHeatmap(query)}
      height={230}
      isEmpty={(data) => data.questions.every((row) => row.every((count) => count === 0))}
      csv={(data) => ({
        header: [h.weekday, ...HOURS.map((hour) => h.hour(hour))],
        rows: data.questions.map((row, weekday) => [h.weekdays[weekday] ?? '', ...row]),
      })}
      chart={(data) => <HeatmapGrid questions={data.questions} colored />}
      table={(data) => <HeatmapGrid questions={data.questions} colored={false} />}
    />
  );
}
