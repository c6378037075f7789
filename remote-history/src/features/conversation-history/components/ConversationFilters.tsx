import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import {
  CONVERSATION_RATING_FILTER_LABELS,
  CONVERSATION_RATING_FILTERS,
  CONVERSATION_REVIEW_FILTER_LABELS,
  CONVERSATION_REVIEW_FILTERS,
} from 'shared-contracts';
import { isImeComposing, useImeSafeSearch } from 'shared-ui';
import { historyListLabels } from '../../../history-list/labels';
import { AccountFilter, FilterRow, FlagFilter, PeriodFilter, SelectFilter } from '../../../history-list/components/FilterControls';
import type { ConversationListState, ConversationQueryProblems } from '../utils/conversation-list-query';

export interface ConversationFiltersProps {
  state: ConversationListState;
  problems: ConversationQueryProblems;
  onChange(change: Partial<Omit<ConversationListState, 'page'>>): void;
  onClear(): void;
  /** A filter is on: 条件をクリア has something to clear. */
  canClear: boolean;
}

const f = historyListLabels.filters;

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

/** Every filter of the list; each change is written to the URL at once. */
export function ConversationFilters({ state, problems, onChange, onClear, canClear }: ConversationFiltersProps) {
  return (
    <Paper component="section" variant="outlined" aria-label={f.title} sx={{ p: 2, mb: 2, display: 'grid', gap: 1.5 }}>
      <FilterRow>
        <PeriodFilter value={state} problems={problems} onChange={onChange} />
        <AccountFilter value={state.account} onChange={(account) => onChange({ account })} />
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
      </FilterRow>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <FlagFilter label={f.unanswered} checked={state.unanswered} onChange={(unanswered) => onChange({ unanswered })} />
        <FlagFilter label={f.formSubmitted} checked={state.form_submitted} onChange={(form_submitted) => onChange({ form_submitted })} />
        <FlagFilter label={f.error} checked={state.error} onChange={(error) => onChange({ error })} />
        <FlagFilter label={f.includePreview} title={f.includePreviewHint} checked={state.include_preview} onChange={(include_preview) => onChange({ include_preview })} />
        <Button size="small" startIcon={<FilterAltOffOutlinedIcon />} onClick={onClear} disabled={!canClear} sx={{ ml: 'auto' }}>
          {f.clear}
        </Button>
      </Box>
    </Paper>
  );
}
