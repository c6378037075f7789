import { Link, useLocation } from 'react-router-dom';
import Tabs from '@mui/material/Tabs';
import Tab from '@mui/material/Tab';
import { matchLongestPrefix } from '../navigation/match-longest-prefix';
import { labels } from '../labels';

export interface SectionNavItem {
  label: string;
  /** Absolute path from the site root, e.g. "/chatsettings/quickreply". */
  path: string;
}

export interface SectionNavProps {
  items: readonly SectionNavItem[];
}

/**
 * A section's own sub-navigation. The active tab is the longest matching prefix, so
 * "/chatsettings/knowledgedatastore/edit/7" keeps the knowledge data store tab selected.
 * Links are react-router Links; NavLink's own rule would mark every ancestor path active as well.
 */
export function SectionNav({ items }: SectionNavProps) {
  const { pathname } = useLocation();
  const active = matchLongestPrefix(pathname, items);
  return (
    <Tabs
      component="nav"
      aria-label={labels.sectionNav}
      value={active ? active.path : false}
      variant="scrollable"
      scrollButtons="auto"
      // A scroll button with nothing to scroll to would otherwise keep its 40 px as a blank gap.
      sx={{ mb: 3, '& .MuiTabs-scrollButtons.Mui-disabled': { width: 0 } }}
    >
      {items.map((item) => (
        <Tab
          key={item.path}
          value={item.path}
          label={item.label}
          component={Link}
          to={item.path}
          aria-current={active === item ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}
