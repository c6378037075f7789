import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { KPI_DEFINITIONS, type KpiKey } from 'shared-contracts';
import { labels } from '../../../labels';
import type { Change, ChangeTone } from '../utils/format-kpi';
import { kpiCardsShown } from '../utils/chart-gate';

const TONE_COLOR: Record<ChangeTone, string> = { good: 'success.main', bad: 'error.main', neutral: 'text.secondary' };

export interface KpiCardProps {
  kpi: KpiKey;
  value: string;
  /** What the value is made of: 12 / 40, the visitors' split, 評価率. */
  parts?: ReactNode;
  /** The previous period's value, formatted like value. */
  previous: string;
  change: Change | null;
  /** How the previous value is introduced: 前の期間 on 分析, 昨日 on the dashboard. */
  previousLabel?(text: string): string;
}

/** One KPI: its value, its parts, the previous period beside it, and its written definition a keystroke away. */
export function KpiCard({ kpi, value, parts, previous, change, previousLabel = labels.kpi.previous }: KpiCardProps) {
  const { label, definition } = KPI_DEFINITIONS[kpi];
  // The charts of the page may load once the figures are on screen (utils/chart-gate.ts).
  useEffect(kpiCardsShown, []);
  return (
    <Card variant="outlined" data-testid={`kpi-${kpi}`} component="article" aria-label={label} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography variant="subtitle2" component="h3" color="text.secondary">
            {label}
          </Typography>
          {/* describeChild keeps the button's own name; the definition becomes its description when shown. */}
          <Tooltip title={definition} describeChild enterTouchDelay={0}>
            <IconButton size="small" aria-label={labels.kpi.definitionButton(label)} sx={{ p: 0.25 }}>
              <InfoOutlinedIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        </Box>
        <Typography data-testid="kpi-value" sx={{ fontSize: 26, fontWeight: 700, lineHeight: 1.3, fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
        {parts ? (
          <Typography variant="body2" color="text.secondary" data-testid="kpi-parts">
            {parts}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
          {change ? (
            <Typography variant="body2" sx={{ color: TONE_COLOR[change.tone], fontWeight: 600 }} data-testid="kpi-change">
              {change.text}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary" data-testid="kpi-previous">
            {previousLabel(previous)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
