export interface PathItem {
  path: string;
}

function normalize(path: string): string {
  const trimmed = path.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

function matchesOnSegmentBoundary(pathname: string, itemPath: string): boolean {
  if (itemPath === '/') return true;
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/**
 * The item whose path is the longest prefix of `pathname` on a segment boundary, so
 * "/chatsettings" covers "/chatsettings/quickreply" but not "/chatsettingsX", and "/" wins only
 * when nothing longer does. Case and trailing slashes are ignored, as the router ignores them.
 */
export function matchLongestPrefix<T extends PathItem>(pathname: string, items: readonly T[]): T | undefined {
  const current = normalize(pathname);
  let best: T | undefined;
  let bestLength = -1;
  for (const item of items) {
    const itemPath = normalize(item.path);
    if (matchesOnSegmentBoundary(current, itemPath) && itemPath.length > bestLength) {
      best = item;
      bestLength = itemPath.length;
    }
  }
  return best;
}
