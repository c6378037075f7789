import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FormAnswerStats } from 'shared-contracts';
import { formHistoryLabels } from '../labels';

export interface FormStatsCardProps {
  stats: FormAnswerStats | undefined;
  failed: boolean;
  /** The period in words (「30日」). */
  period: string;
}

const t = formHistoryLabels.formStats;

function Figure({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value ?? <Skeleton width={56} />}
      </Typography>
    </Box>
  );
}

/** 送信率 of the chosen form in the chosen period: how often chat offered it, and how often it was answered. */
export function FormStatsCard({ stats, failed, period }: FormStatsCardProps) {
  return (
    <Paper component="section" variant="outlined" aria-label={t.label} sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
      <Box sx={{ minWidth: 160 }}>
        <Typography variant="subtitle2" component="h2">
          {t.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t.period(period)}
        </Typography>
      </Box>
      {failed ? (
        <Typography variant="body2" color="error">
          {t.loadFailed}
        </Typography>
      ) : (
        <Box component="dl" sx={{ display: 'flex', gap: 4, m: 0 }}>
          <Figure label={t.offered} value={stats === undefined ? undefined : t.number(stats.offered)} testId="stats-offered" />
          <Figure label={t.answered} value={stats === undefined ? undefined : t.number(stats.answered)} testId="stats-answered" />
          <Figure label={t.rate} value={stats === undefined ? undefined : t.rateValue(stats.rate)} testId="stats-rate" />
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ flex: '1 1 220px' }}>
        {t.hint}
      </Typography>
    </Paper>
  );
}
