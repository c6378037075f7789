import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';

export interface EmptyStateProps {
  /** What is missing, e.g. 'クイックリプライはまだありません'. */
  title: string;
  /** What to do next. */
  description?: ReactNode;
  /** The button that does it. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** An empty list says so and points at the next step, instead of showing a bare frame. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ px: 3, py: 6, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}
    >
      <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 40 } }}>
        {icon ?? <InboxOutlinedIcon />}
      </Box>
      <Typography variant="h5" component="p">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 520 }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 1.5 }}>{action}</Box> : null}
    </Paper>
  );
}
