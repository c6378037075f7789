import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { labels } from '../labels';
import { SETTINGS_FORM_MAX_WIDTH } from '../settings-form/SettingsForm';

/** An outlined TextField of the default (medium) size. */
export const FIELD_HEIGHT = 56;

export interface FormSkeletonProps {
  /** How many SettingsSection blocks the loaded form will have. */
  sections?: number;
  /** Fields per block. */
  fields?: number;
  /** Leaves room for the SettingsForm heading above the blocks. */
  withTitle?: boolean;
}

/**
 * The shape of a SettingsForm while its data loads: same paddings, heading heights, field heights
 * and footer, so nothing moves when the real form replaces it.
 */
export function FormSkeleton({ sections = 2, fields = 3, withTitle = false }: FormSkeletonProps) {
  return (
    <Box role="progressbar" aria-label={labels.loadingContent} aria-busy="true" sx={{ maxWidth: SETTINGS_FORM_MAX_WIDTH }}>
      {withTitle ? (
        <Box sx={{ mb: 2 }}>
          <Skeleton variant="text" width={200} sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="50%" sx={{ fontSize: '0.875rem', mt: 0.5 }} />
        </Box>
      ) : null}
      <Stack spacing={3}>
        {Array.from({ length: sections }, (_, section) => (
          <Paper key={section} variant="outlined" sx={{ p: 3 }}>
            <Box sx={{ mb: 2.5 }}>
              <Skeleton variant="text" width={160} sx={{ fontSize: '1rem' }} />
              <Skeleton variant="text" width="40%" sx={{ fontSize: '0.875rem', mt: 0.25 }} />
            </Box>
            <Stack spacing={2.5}>
              {Array.from({ length: fields }, (_, field) => (
                <Skeleton key={field} variant="rounded" height={FIELD_HEIGHT} />
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Box sx={{ mt: 3, py: 1.5, display: 'flex', justifyContent: 'flex-end', gap: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Skeleton variant="rounded" width={112} height={36} />
        <Skeleton variant="rounded" width={96} height={36} />
      </Box>
    </Box>
  );
}
