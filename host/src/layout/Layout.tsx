import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { below, MEDIUM_BELOW, MIN_LAYOUT_WIDTH, NARROW_BELOW, navWidthSx } from './layout-sizes';
import { PageFade } from './PageFade';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';
import { useRouteChangeEffects } from './use-route-change-effects';

/** The signed-in frame: fixed navigation on the left, top bar, and the current page. */
export function Layout() {
  const pathname = useRouteChangeEffects();
  return (
    <Box sx={{ minWidth: MIN_LAYOUT_WIDTH, minHeight: '100vh', bgcolor: 'background.default' }}>
      <SideNav />
      <Box sx={{ ...navWidthSx('marginLeft'), minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <TopBar />
        <Box
          component="main"
          sx={{
            flex: 1,
            minWidth: 0,
            px: 5,
            py: 4,
            [below(MEDIUM_BELOW)]: { px: 4 },
            [below(NARROW_BELOW)]: { px: 3, py: 3 },
          }}
        >
          <PageFade pathname={pathname}>
            <Outlet />
          </PageFade>
        </Box>
      </Box>
    </Box>
  );
}
