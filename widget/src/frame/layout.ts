import { avatarBoxPx, LAUNCHER_SIZE_PX } from '../avatar/placement';
import { isPhoneWindow } from '../shared/phone-window';

export const PANEL_MAX_WIDTH = 380;
export const PANEL_MAX_HEIGHT = 600;
/** Between the panel and the launcher below it, and between the panel and the avatar beside it. */
export const GAP = 12;
/** Kept free above the frame, so the panel never touches the top of the window. */
const TOP_MARGIN = 16;
/** The avatar drawn in the panel's header when there is no room beside the panel. */
export const HEADER_AVATAR_PX = 40;
// A phone's window (shared with the loader, which never opens the chat by itself over one).
export { FULLSCREEN_MAX_HEIGHT, FULLSCREEN_MAX_WIDTH } from '../shared/phone-window';

export interface FrameLayoutInput {
  viewport: { width: number; height: number };
  launcher: { side: 'right' | 'left'; x: number; y: number };
  avatar: { show: boolean; position: number; size: number } | null;
  /** The console's test chat: its stage is never covered whole, whatever its size. */
  inline?: boolean;
}

export interface FrameLayout {
  /** The iframe's size in CSS px; the loader anchors it at the launcher's side, its bottom on the launcher's top. */
  width: number;
  height: number;
  panel: { width: number; height: number };
  /** Where the avatar stands beside the panel: `offset` px from the frame's launcher-side edge; null: in the header, or none. */
  avatar: { box: number; offset: number } | null;
  headerAvatar: boolean;
  /** The chat covers the whole window (the loader pins the page under it); the avatar is in the header. */
  fullscreen: boolean;
}

/**
 * How the open chat sits in the visitor's window. The iframe covers only the panel and the avatar
 * beside it, and only while open: every other pixel of the page stays clickable (a transparent
 * iframe still takes the clicks on its whole box, so the box is kept as small as that).
 *
 * The panel stands in the launcher's corner, its bottom GAP px above the launcher. The avatar keeps
 * the geometry of the avatar settings (avatar/placement.ts): its feet on the launcher's top edge, its
 * centre `position` px from the launcher's centre toward the middle of the page, and its box `size`%
 * of 160 px; but it never stands behind the panel, so a position that would put it there moves it to
 * just beside the panel. A window too narrow for both folds the avatar into the panel's header.
 * A phone's window (FULLSCREEN_MAX_*) is the panel's whole: the avatar sits in its header.
 */
export function frameLayout({ viewport, launcher, avatar, inline = false }: FrameLayoutInput): FrameLayout {
  if (!inline && isPhoneWindow(viewport)) {
    const { width, height } = viewport;
    return { width, height, panel: { width, height }, avatar: null, headerAvatar: Boolean(avatar?.show), fullscreen: true };
  }
  const availableWidth = Math.max(0, viewport.width - launcher.x);
  const availableHeight = Math.max(0, viewport.height - launcher.y - LAUNCHER_SIZE_PX - TOP_MARGIN);
  const panel = {
    width: Math.min(PANEL_MAX_WIDTH, Math.max(0, availableWidth - 8)),
    height: Math.min(PANEL_MAX_HEIGHT, Math.max(0, availableHeight - GAP)),
  };
  const base = { width: panel.width, height: panel.height + GAP, panel, avatar: null, headerAvatar: false, fullscreen: false };
  if (!avatar?.show) return base;
  const box = avatarBoxPx(avatar.size);
  const centre = Math.max(LAUNCHER_SIZE_PX / 2 - avatar.position, panel.width + GAP + box / 2);
  const width = centre + box / 2;
  if (width > availableWidth || box > availableHeight) return { ...base, headerAvatar: true };
  return { width, height: Math.max(panel.height + GAP, box), panel, avatar: { box, offset: centre - box / 2 }, headerAvatar: false, fullscreen: false };
}
