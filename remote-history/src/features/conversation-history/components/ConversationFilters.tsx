import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import {
  CONVERSATION_ACCOUNT_FILTER_LABELS,
  CONVERSATION_ACCOUNT_FILTERS,
  CONVERSATION_RATING_FILTER_LABELS,
  CONVERSATION_RATING_FILTERS,
  CONVERSATION_REVIEW_FILTER_LABELS,
  CONVERSATION_REVIEW_FILTERS,
  PERIOD_PRESET_LABELS,
  PERIOD_PRESETS,
} from 'shared-contracts';
import { isImeComposing, useImeSafeSearch } from 'shared-ui';
import { labels } from '../../../labels';
import type { ConversationListState, ConversationQueryProblems } from '../utils/conversation-list-query';

export interface ConversationFiltersProps {
  state: ConversationListState;
  problems: ConversationQueryProblems;
  onChange(change: Partial<Omit<ConversationListState, 'page'>>): void;
  onClear(): void;
  /** A filter is on: 条件をクリア has something to clear. */
  canClear: boolean;
}

const f = labels.filters;

function SelectFilter<V extends string>({
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
      // '' is an option of its own (すべて…), not the absence of a choice.
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

/** Typed like the keyword: sent once the owner pauses, never in the middle of a kana conversion. */
function PageUrlField({ value, problem, onChange }: { value: string; problem: string | undefined; onChange(value: string): void }) {
  const box = useImeSafeSearch(value, onChange);
  return (
    <TextField
      size="small"
      label={f.pageUrl}
      placeholder={f.pageUrlPlaceholder}
      value={box.draft}
      onChange={(event) => box.onChange(event.target.value)}
      onCompositionStart={box.onCompositionStart}
      onCompositionEnd={(event) => box.onCompositionEnd((event.target as HTMLInputElement).value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        if (!isImeComposing(event)) box.flush((event.target as HTMLInputElement).value);
      }}
      error={problem !== undefined}
      helperText={problem}
      sx={{ flex: '1 1 220px', maxWidth: 320 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

function Flag({ label, checked, onChange, title }: { label: string; checked: boolean; onChange(checked: boolean): void; title?: string }) {
  return (
    <FormControlLabel
      control={<Checkbox size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
      title={title}
      sx={{ mr: 1, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
    />
  );
}

function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>{children}</Box>;
}

/** Every filter of the list; each change is written to the URL at once. */
export function ConversationFilters({ state, problems, onChange, onClear, canClear }: ConversationFiltersProps) {
  return (
    <Paper component="section" variant="outlined" aria-label={f.title} sx={{ p: 2, mb: 2, display: 'grid', gap: 1.5 }}>
      <Row>
        <SelectFilter label={f.period} value={state.period} options={PERIOD_PRESETS} optionLabels={PERIOD_PRESET_LABELS} width={150} onChange={(period) => onChange({ period })} />
        {state.period === 'custom' ? (
          <>
            <DayField label={f.from} value={state.from} problem={problems.from} onChange={(from) => onChange({ from })} />
            <DayField label={f.to} value={state.to} problem={problems.to} onChange={(to) => onChange({ to })} />
          </>
        ) : null}
        <SelectFilter
          label={f.account}
          value={state.account}
          options={CONVERSATION_ACCOUNT_FILTERS}
          optionLabels={CONVERSATION_ACCOUNT_FILTER_LABELS}
          width={210}
          onChange={(account) => onChange({ account })}
        />
        <SelectFilter
          label={f.rating}
          value={state.rating}
          options={CONVERSATION_RATING_FILTERS}
          optionLabels={CONVERSATION_RATING_FILTER_LABELS}
          width={150}
          onChange={(rating) => onChange({ rating })}
        />
        <SelectFilter
          label={f.review}
          value={state.review}
          options={CONVERSATION_REVIEW_FILTERS}
          optionLabels={CONVERSATION_REVIEW_FILTER_LABELS}
          width={190}
          onChange={(review) => onChange({ review })}
        />
        <PageUrlField value={state.page_url} problem={problems.page_url} onChange={(page_url) => onChange({ page_url })} />
      </Row>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Flag label={f.unanswered} checked={state.unanswered} onChange={(unanswered) => onChange({ unanswered })} />
        <Flag label={f.formSubmitted} checked={state.form_submitted} onChange={(form_submitted) => onChange({ form_submitted })} />
        <Flag label={f.error} checked={state.error} onChange={(error) => onChange({ error })} />
        <Flag label={f.includePreview} title={f.includePreviewHint} checked={state.include_preview} onChange={(include_preview) => onChange({ include_preview })} />
        <Button size="small" startIcon={<FilterAltOffOutlinedIcon />} onClick={onClear} disabled={!canClear} sx={{ ml: 'auto' }}>
          {f.clear}
        </Button>
      </Box>
    </Paper>
  );
}
