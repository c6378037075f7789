import { Link, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { activeNavItem } from '../navigation/active-nav-item';
import { NAV_ITEMS } from '../navigation/sections';
import { labels } from '../labels';
import { below, MEDIUM_BELOW, NARROW_BELOW, navWidthSx, TOP_BAR_HEIGHT } from './layout-sizes';
import { Logo } from './Logo';

/**
 * Under 1370 px the labels get a little smaller so the longest (フォーム回答履歴) stays on one line
 * in 200 px; under 1200 px the items stack the icon over a small label, so all 8 still read in 96 px.
 */
const itemSx = {
  [below(MEDIUM_BELOW)]: {
    px: 1.25,
    '& .MuiListItemIcon-root': { minWidth: 32 },
    '& .MuiListItemText-primary': { fontSize: '0.8125rem' },
  },
  [below(NARROW_BELOW)]: {
    flexDirection: 'column',
    gap: 0.5,
    px: 0.25,
    py: 1.25,
    textAlign: 'center',
    '& .MuiListItemIcon-root': { minWidth: 0 },
    '& .MuiListItemText-root': { my: 0 },
    '& .MuiListItemText-primary': { fontSize: '0.625rem', lineHeight: 1.35, letterSpacing: 0 },
  },
} as const;

export function SideNav() {
  const { pathname } = useLocation();
  const active = activeNavItem(pathname, NAV_ITEMS);
  return (
    <Box
      component="nav"
      aria-label={labels.mainNavigation}
      sx={{
        ...navWidthSx('width'),
        position: 'fixed',
        insetBlock: 0,
        left: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        overflowY: 'auto',
      }}
    >
      <Box
        component={Link}
        to="/"
        aria-label={labels.logoAlt}
        sx={{
          height: TOP_BAR_HEIGHT,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          px: 2.5,
          textDecoration: 'none',
          [below(NARROW_BELOW)]: { justifyContent: 'center', px: 0 },
        }}
      >
        <Logo collapsible />
      </Box>
      <List sx={{ px: 1.5, py: 1, [below(MEDIUM_BELOW)]: { px: 1 }, [below(NARROW_BELOW)]: { px: 0.5 } }}>
        {NAV_ITEMS.map((item) => {
          const selected = item === active;
          const Icon = item.icon;
          return (
            <ListItem key={item.path} disablePadding sx={{ mb: 0.5 }}>
              <ListItemButton
                component={Link}
                to={item.path}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                sx={itemSx}
              >
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={item.label}
                  slotProps={{ primary: { sx: { fontSize: '0.875rem', fontWeight: selected ? 700 : 500 } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
