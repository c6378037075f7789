import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import type { FormAnswerColumnsResponse, FormAnswerForm } from 'shared-contracts';
import { useDateTimeFormat } from 'shared-ui';
import { formHistoryLabels } from '../labels';
import { historyListLabels } from '../../../history-list/labels';
import { AccountFilter, FilterRow, FlagFilter, PeriodFilter } from '../../../history-list/components/FilterControls';
import type { FormAnswerListState, FormAnswerQueryProblems } from '../utils/form-answer-list-query';

export interface FormAnswerFiltersProps {
  state: FormAnswerListState;
  problems: FormAnswerQueryProblems;
  /** The picker's forms (undefined while they load). */
  forms: readonly FormAnswerForm[] | undefined;
  /** The chosen form's name (its columns may arrive before the picker). */
  formName: string;
  /** The chosen form's versions, for バージョン. */
  versions: FormAnswerColumnsResponse['versions'] | undefined;
  onChooseForm(formId: string): void;
  onChange(change: Partial<Omit<FormAnswerListState, 'page'>>): void;
  onClear(): void;
  canClear: boolean;
}

const t = formHistoryLabels.formAnswers;
const f = historyListLabels.filters;

/** すべてのフォーム, then each form with its answer count; a deleted form says so. */
function FormPicker({
  value,
  name,
  forms,
  problem,
  onChange,
}: {
  value: string;
  /** The chosen form's name, while the picker's list is on its way (or does not hold it). */
  name: string;
  forms: readonly FormAnswerForm[] | undefined;
  problem: string | undefined;
  onChange(formId: string): void;
}) {
  const listed = value === '' || (forms ?? []).some((form) => form.id === value);
  return (
    <TextField
      select
      size="small"
      label={t.form}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== undefined}
      helperText={problem}
      sx={{ width: 300 }}
      fullWidth={false}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t.allForms}</MenuItem>
      {listed ? null : (
        <MenuItem value={value} sx={{ display: 'none' }}>
          {name || '…'}
        </MenuItem>
      )}
      {(forms ?? []).map((form) => (
        <MenuItem key={form.id} value={form.id} sx={form.archived ? { color: 'text.secondary' } : undefined}>
          {t.formOption(form.name, form.answer_count, form.answer_count_is_lower_bound, form.archived)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function VersionFilter({
  value,
  versions,
  problem,
  onChange,
}: {
  value: string;
  versions: FormAnswerColumnsResponse['versions'];
  problem: string | undefined;
  onChange(version: string): void;
}) {
  const dates = useDateTimeFormat();
  // Newest first, as the owner last edited it.
  const options = [...versions].sort((a, b) => b.version - a.version);
  const known = value === '' || options.some((option) => String(option.version) === value);
  return (
    <TextField
      select
      size="small"
      label={t.version}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== undefined}
      helperText={problem}
      sx={{ width: 230 }}
      fullWidth={false}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t.allVersions}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.version} value={String(option.version)}>
          {t.versionOption(option.version, dates.format(option.created_at).slice(0, 10))}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The form, and every filter of its answers; each change is written to the URL at once. */
export function FormAnswerFilters({ state, problems, forms, formName, versions, onChooseForm, onChange, onClear, canClear }: FormAnswerFiltersProps) {
  return (
    <Paper component="section" variant="outlined" aria-label={f.title} sx={{ p: 2, mb: 2, display: 'grid', gap: 1.5 }}>
      <FilterRow>
        <FormPicker value={state.form_id} name={formName} forms={forms} problem={problems.form_id} onChange={onChooseForm} />
        <PeriodFilter value={state} problems={problems} onChange={onChange} />
        <AccountFilter value={state.account} onChange={(account) => onChange({ account })} />
        {state.form_id !== '' && versions !== undefined ? (
          <VersionFilter value={state.version} versions={versions} problem={problems.version} onChange={(version) => onChange({ version })} />
        ) : null}
      </FilterRow>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <FlagFilter label={t.includePreview} title={t.includePreviewHint} checked={state.include_preview} onChange={(include_preview) => onChange({ include_preview })} />
        <Button size="small" startIcon={<FilterAltOffOutlinedIcon />} onClick={onClear} disabled={!canClear} sx={{ ml: 'auto' }}>
          {t.clear}
        </Button>
      </Box>
    </Paper>
  );
}
