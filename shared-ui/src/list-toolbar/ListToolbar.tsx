import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { PAGE_SIZE_LABELS, PAGE_SIZES, SORT_ORDER, SORT_ORDER_LABELS } from 'shared-contracts';
import { isImeComposing } from '../login-form/ime';
import { labels } from '../labels';
import type { FilterOption, PageSize, SortOrder } from './list-query-types';
import { useImeSafeSearch } from './useImeSafeSearch';

export interface ListToolbarFilter<V extends string = string> {
  label: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange(value: V): void;
}

export interface ListToolbarProps<V extends string = string> {
  limit: PageSize;
  onLimitChange(limit: PageSize): void;
  sortOrder: SortOrder;
  onSortOrderChange(order: SortOrder): void;
  search: string;
  /** Called with the trimmed query once the owner stops typing (never mid-conversion). */
  onSearchChange(query: string): void;
  searchLabel?: string;
  /** Why the search was refused (the shared contract's message), shown under the box. */
  searchError?: string;
  filter?: ListToolbarFilter<V>;
  /** Further filters of a list that has more than one, shown beside `filter` rather than among the buttons. */
  moreFilters?: ReactNode;
  /** Buttons at the end of the row (add, import, export). */
  actions?: ReactNode;
}

const isPageSize = (n: number): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n);
const isSortOrder = (s: string): s is SortOrder => (SORT_ORDER as readonly string[]).includes(s);

/** The list query of SPEC §3 and §9 as controls: search, filter, page size (50/100/500) and order. */
export function ListToolbar<V extends string = string>({
  limit,
  onLimitChange,
  sortOrder,
  onSortOrderChange,
  search,
  onSearchChange,
  searchLabel = labels.list.search,
  searchError,
  filter,
  moreFilters,
  actions,
}: ListToolbarProps<V>) {
  const box = useImeSafeSearch(search, onSearchChange);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={searchLabel}
        placeholder={labels.list.searchPlaceholder}
        value={box.draft}
        error={searchError !== undefined}
        helperText={searchError}
        onChange={(e) => box.onChange(e.target.value)}
        onCompositionStart={box.onCompositionStart}
        onCompositionEnd={(e) => box.onCompositionEnd((e.target as HTMLInputElement).value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (!isImeComposing(e)) box.flush((e.target as HTMLInputElement).value);
        }}
        sx={{ flex: '1 1 240px', maxWidth: 360 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
            endAdornment: box.draft ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={labels.list.clearSearch} onClick={box.clear}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {filter ? (
        <TextField
          select
          size="small"
          label={filter.label}
          value={filter.value}
          onChange={(e) => {
            const next = filter.options.find((o) => o.value === e.target.value);
            if (next) filter.onChange(next.value);
          }}
          sx={{ width: 200 }}
          fullWidth={false}
          // '' is an option of its own (SPEC §3: empty means all), not the absence of a choice.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {filter.options.map((option) => (
            <MenuItem key={option.value || 'all'} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {moreFilters}
      <TextField
        select
        size="small"
        label={labels.list.sortOrder}
        value={sortOrder}
        onChange={(e) => {
          if (isSortOrder(e.target.value)) onSortOrderChange(e.target.value);
        }}
        sx={{ width: 132 }}
        fullWidth={false}
      >
        {SORT_ORDER.map((order) => (
          <MenuItem key={order} value={order}>
            {SORT_ORDER_LABELS[order]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={labels.list.pageSize}
        value={String(limit)}
        onChange={(e) => {
          const next = Number(e.target.value);
          if (isPageSize(next)) onLimitChange(next);
        }}
        sx={{ width: 132 }}
        fullWidth={false}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={String(size)}>
            {PAGE_SIZE_LABELS[size]}
          </MenuItem>
        ))}
      </TextField>
      {actions ? <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>{actions}</Box> : null}
    </Box>
  );
}
