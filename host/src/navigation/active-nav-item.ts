import { matchLongestPrefix, type PathItem } from 'shared-ui';

/**
 * The navigation item whose path is the longest prefix of `pathname` on a segment boundary;
 * "/" matches every path, so the dashboard is active only when nothing longer is.
 */
export function activeNavItem<T extends PathItem>(pathname: string, items: readonly T[]): T | undefined {
  return matchLongestPrefix(pathname, items);
}
