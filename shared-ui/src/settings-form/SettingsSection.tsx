import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** Controls at the right of the heading (a switch that turns the whole block on, an add button). */
  actions?: ReactNode;
  children: ReactNode;
  /** h3 inside a titled SettingsForm (the default), h2 when the form has no heading of its own. */
  headingLevel?: 'h2' | 'h3';
}

/** One block of related fields under its own heading. Its padding is the one FormSkeleton draws. */
export function SettingsSection({ title, description, actions, children, headingLevel = 'h3' }: SettingsSectionProps) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component={headingLevel}>
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>{actions}</Box> : null}
      </Box>
      <Stack spacing={2.5}>{children}</Stack>
    </Paper>
  );
}
