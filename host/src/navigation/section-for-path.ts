import type { SectionName } from '../federation';
import { activeNavItem } from './active-nav-item';
import { NAV_ITEMS, type NavItem } from './sections';

/** The section that renders `pathname`, or null when no section owns it (an unknown path). */
export function sectionForPath(pathname: string, items: readonly NavItem[] = NAV_ITEMS): SectionName | null {
  return activeNavItem(pathname, items)?.section ?? null;
}
