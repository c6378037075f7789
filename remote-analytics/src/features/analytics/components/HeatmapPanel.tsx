import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import type { AnalyticsQuery } from 'shared-contracts';
import { labels } from '../../../labels';
import { useAnalyticsHeatmap } from '../api/get-heatmap';
import { ChartPanel } from './ChartPanel';

const h = labels.heatmap;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** 月〜日 × 0〜23時 as a table: colored cells (the chart) or the plain numbers (the table view). */
function HeatmapGrid({ questions, colored }: { questions: number[][]; colored: boolean }) {
  const theme = useTheme();
  const max = Math.max(1, ...questions.flat());
  const cellSx = { p: 0, height: 28, minWidth: 24, textAlign: 'center', fontSize: 11, border: '1px solid', borderColor: 'background.paper' } as const;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" aria-label={colored ? h.gridLabel : h.tableLabel} sx={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', minWidth: 640 }}>
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
                  return (
                    <Box
                      component="td"
                      key={hour}
                      title={h.cell(name, hour, count)}
                      sx={{
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
