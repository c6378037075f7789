import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { countChars } from 'shared-contracts';
import { labels } from '../labels';

export interface FieldHelperProps {
  /** The field's error message; shown in place of the hint. */
  error?: string;
  hint?: ReactNode;
  /** Counts `value` as the schemas do (countChars: one per visible character) against `max`. */
  count?: { value: string; max: number };
}

/**
 * A TextField's helper line: the error or the hint on the left, the live character count on the
 * right. The count turns red past the limit, before the schema refuses the value.
 */
export function FieldHelper({ error, hint, count }: FieldHelperProps) {
  const used = count ? countChars(count.value) : 0;
  return (
    <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        {error ?? hint}
      </Box>
      {count ? (
        <Box
          component="span"
          aria-label={labels.charCounter(used, count.max)}
          sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', color: used > count.max ? 'error.main' : 'text.secondary' }}
        >
          {used} / {count.max}
        </Box>
      ) : null}
    </Box>
  );
}
