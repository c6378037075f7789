import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { labels } from '../labels';

export interface PageTitleProps {
  title: string;
  description?: ReactNode;
  /** Buttons that act on the whole page, shown at the right of the title. */
  actions?: ReactNode;
}

/** The heading of a screen; it also names the browser tab, so every screen has a Japanese title. */
export function PageTitle({ title, description, actions }: PageTitleProps) {
  useEffect(() => {
    document.title = `${title} | ${labels.appName}`;
  }, [title]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 3 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions}</Box> : null}
    </Box>
  );
}
