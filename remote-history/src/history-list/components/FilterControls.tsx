import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CONVERSATION_ACCOUNT_FILTER_LABELS,
  CONVERSATION_ACCOUNT_FILTERS,
  PERIOD_PRESET_LABELS,
  PERIOD_PRESETS,
  type ConversationAccountFilter,
  type PeriodPreset,
} from 'shared-contracts';
import { historyListLabels } from '../labels';

const f = historyListLabels.filters;

/** A select whose '' option is an option of its own (すべて…), not the absence of a choice. */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  optionLabels,
  width,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly V[];
  optionLabels: Record<V, string>;
  width: number;
  onChange(value: V): void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const next = options.find((option) => option === event.target.value);
        if (next !== undefined) onChange(next);
      }}
      sx={{ width }}
      fullWidth={false}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option || 'all'} value={option}>
          {optionLabels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}

function DayField({ label, value, problem, onChange }: { label: string; value: string; problem: string | undefined; onChange(value: string): void }) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== undefined}
      helperText={problem}
      sx={{ width: 170 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export interface PeriodValue {
  period: PeriodPreset;
  from: string;
  to: string;
}

/** 期間: a preset, or 期間を指定 with its two days (the owner's days; the contract judges them). */
export function PeriodFilter({
  value,
  problems,
  onChange,
}: {
  value: PeriodValue;
  problems: { from?: string; to?: string };
  onChange(change: Partial<PeriodValue>): void;
}) {
  return (
    <>
      <SelectFilter label={f.period} value={value.period} options={PERIOD_PRESETS} optionLabels={PERIOD_PRESET_LABELS} width={150} onChange={(period) => onChange({ period })} />
      {value.period === 'custom' ? (
        <>
          <DayField label={f.from} value={value.from} problem={problems.from} onChange={(from) => onChange({ from })} />
          <DayField label={f.to} value={value.to} problem={problems.to} onChange={(to) => onChange({ to })} />
        </>
      ) : null}
    </>
  );
}

/** アカウント: すべてのアカウント / LINEでログイン / メールでログイン / 未ログイン. */
export function AccountFilter({ value, onChange }: { value: ConversationAccountFilter; onChange(account: ConversationAccountFilter): void }) {
  return (
    <SelectFilter
      label={f.account}
      value={value}
      options={CONVERSATION_ACCOUNT_FILTERS}
      optionLabels={CONVERSATION_ACCOUNT_FILTER_LABELS}
      width={210}
      onChange={onChange}
    />
  );
}

export function FlagFilter({ label, checked, onChange, title }: { label: string; checked: boolean; onChange(checked: boolean): void; title?: string }) {
  return (
    <FormControlLabel
      control={<Checkbox size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
      title={title}
      sx={{ mr: 1, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
    />
  );
}

export function FilterRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>{children}</Box>;
}
