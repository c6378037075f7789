import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SORT_BY } from 'shared-contracts';

export type SortBy = (typeof SORT_BY)[number];

const isSortBy = (value: string): value is SortBy => (SORT_BY as readonly string[]).includes(value);

/** 並び替え: the list query's sort_by (created_at | updated_at), each named as the list calls it. */
export function SortByField({ label, value, optionLabels, onChange }: { label: string; value: SortBy; optionLabels: Record<SortBy, string>; onChange(sortBy: SortBy): void }) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        if (isSortBy(event.target.value)) onChange(event.target.value);
      }}
      sx={{ width: 160 }}
      fullWidth={false}
    >
      {SORT_BY.map((sortBy) => (
        <MenuItem key={sortBy} value={sortBy}>
          {optionLabels[sortBy]}
        </MenuItem>
      ))}
    </TextField>
  );
}
