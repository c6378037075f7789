import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface SettingsPreviewLayoutProps {
  /** grid-template-columns: the form, then the preview. */
  columns?: string;
  /** grid-template-columns from 1600 px wide, where the form stops growing. */
  wideColumns: string;
  /** The SettingsForm, then the preview (sticky under the header), then anything else (the guard). */
  children: ReactNode;
}

/** A settings form with its preview beside it, both starting at the top. */
export function SettingsPreviewLayout({ columns = 'minmax(0, 1fr) 340px', wideColumns, children }: SettingsPreviewLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        gap: 4,
        alignItems: 'start',
        '@media (min-width: 1600px)': { gridTemplateColumns: wideColumns },
      }}
    >
      {children}
    </Box>
  );
}
