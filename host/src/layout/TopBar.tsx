import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useHeaderContent } from 'shared-ui';
import { TOP_BAR_HEIGHT } from './layout-sizes';
import { OwnerMenu } from './owner-menu/OwnerMenu';

export function TopBar() {
  const content = useHeaderContent((s) => s.content);
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ minHeight: TOP_BAR_HEIGHT, gap: 2, px: { xs: 3 } }}>
        <Box data-testid="header-content" sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
          {content}
        </Box>
        <OwnerMenu />
      </Toolbar>
    </AppBar>
  );
}
