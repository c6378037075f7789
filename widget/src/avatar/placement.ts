/** The avatar's box at size 100, in CSS px (AVATAR_BASE_SIZE_PX of shared-contracts' avatar-settings.ts). */
export const AVATAR_BASE_SIZE_PX = 160;

/** The widget's launcher, whose corner the avatar stands at (chat UI settings). */
export interface LauncherPlacement {
  side: 'right' | 'left';
  /** From the chosen side and from the bottom, in CSS px. */
  offsetX: number;
  offsetY: number;
}

export const LAUNCHER_SIZE_PX = 56;

export interface AvatarPlacementInput {
  position: number;
  size: number;
  launcher: LauncherPlacement;
  viewport: { width: number; height: number };
}

export interface AvatarPlacement {
  /** The avatar's square box, from the viewport's top left, in CSS px. */
  x: number;
  y: number;
  box: number;
  launcher: { x: number; y: number; size: number };
  /** How much of the avatar's box the visitor's window shows. */
  visibility: 'whole' | 'partial' | 'none';
}

/** The avatar's square box for a size setting (percent of the base box). */
export function avatarBoxPx(size: number): number {
  return (AVATAR_BASE_SIZE_PX * size) / 100;
}

/**
 * Where the widget draws the avatar (the geometry shared-contracts' avatar-settings.ts describes):
 * its centre `position` px from the launcher's centre, negative toward the middle of the page, its
 * feet on the launcher's top edge, its box `size`% of the base size.
 */
export function avatarPlacement({ position, size, launcher, viewport }: AvatarPlacementInput): AvatarPlacement {
  const box = avatarBoxPx(size);
  const launcherX = launcher.side === 'right' ? viewport.width - launcher.offsetX - LAUNCHER_SIZE_PX : launcher.offsetX;
  const launcherY = viewport.height - launcher.offsetY - LAUNCHER_SIZE_PX;
  const launcherCentre = launcherX + LAUNCHER_SIZE_PX / 2;
  const towardEdge = launcher.side === 'right' ? 1 : -1;
  const centre = launcherCentre + towardEdge * position;
  const x = centre - box / 2;
  const y = launcherY - box;
  const shown = Math.min(x + box, viewport.width) - Math.max(x, 0);
  const visibility = shown >= box ? 'whole' : shown > 0 ? 'partial' : 'none';
  return { x, y, box, launcher: { x: launcherX, y: launcherY, size: LAUNCHER_SIZE_PX }, visibility };
}
