import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ANALYTICS_PERIODS, ANALYTICS_PERIOD_LABELS, analyticsQuerySchema, type AnalyticsPeriod, type AnalyticsQuery } from 'shared-contracts';
import { labels } from '../../../labels';
import { dayOf } from '../utils/period-params';

export interface PeriodPickerProps {
  query: AnalyticsQuery;
  /** The days the summary resolved the current period to: the custom range starts from them. */
  resolved: { from: string; to: string } | null;
  onChange(period: AnalyticsPeriod, from?: string, to?: string): void;
}

type DayErrors = Partial<Record<'from' | 'to', string>>;

/** 今日 … 先月 apply at once; 期間を指定 shows two dates, applied with 表示 once the contract accepts them. */
export function PeriodPicker({ query, resolved, onChange }: PeriodPickerProps) {
  const [from, setFrom] = useState(query.from);
  const [to, setTo] = useState(query.to);
  const [errors, setErrors] = useState<DayErrors>({});
  useEffect(() => {
    setFrom(query.from);
    setTo(query.to);
    setErrors({});
  }, [query.from, query.to]);

  const choose = (period: AnalyticsPeriod | null) => {
    if (period === null || period === query.period) return;
    if (period !== 'custom') return onChange(period);
    // The range on screen becomes the custom one, so choosing it changes nothing until the dates do.
    const today = new Date();
    const weekAgo = new Date(today.getTime() - 6 * 86_400_000);
    onChange('custom', resolved?.from ?? dayOf(weekAgo), resolved?.to ?? dayOf(today));
  };

  const apply = () => {
    const parsed = analyticsQuerySchema.safeParse({ period: 'custom', from, to });
    if (parsed.success) return onChange('custom', parsed.data.from, parsed.data.to);
    const next: DayErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'from' || field === 'to') && next[field] === undefined) next[field] = issue.message;
    }
    setErrors(next);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={labels.period.label}
        value={query.period}
        onChange={(_event, value: AnalyticsPeriod | null) => choose(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {ANALYTICS_PERIODS.map((period) => (
          <ToggleButton key={period} value={period} sx={{ px: 1.5, whiteSpace: 'nowrap' }}>
            {ANALYTICS_PERIOD_LABELS[period]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {query.period === 'custom' ? (
        <Box
          role="group"
          aria-label={ANALYTICS_PERIOD_LABELS.custom}
          // Enter in a date applies the range, as a form would (no <form>: React 19's form actions trip jsdom).
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) apply();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
          <TextField
            type="date"
            size="small"
            label={labels.period.from}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={errors.from !== undefined}
            helperText={errors.from}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={labels.period.to}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={errors.to !== undefined}
            helperText={errors.to}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" onClick={apply} sx={{ height: 40 }}>
            {labels.period.apply}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
