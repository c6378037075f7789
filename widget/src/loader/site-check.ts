import type { WidgetBoot } from 'shared-contracts';
import { WIDGET_REFUSALS_PATH } from 'shared-contracts/widget-protocol';
import { refusedWarning } from './labels';

/**
 * Whether this page's site may show the widget (the boot's allowed_origins; null: any site). A
 * launcher drawn on a refused site would vanish on the visitor's press, so a refused page draws
 * nothing: it warns the site's developer and tells the API, which lists the site to the owner in
 * リンク設定 (最近拒否されたサイト). The frame still refuses such a site by itself (frame-ancestors).
 */
export function siteAllowed(boot: WidgetBoot, win: Window): boolean {
  const allowed = boot.allowed_origins;
  if (!allowed || allowed.includes(win.location.origin)) return true;
  console.warn(refusedWarning);
  // A beacon: the browser names the page's origin itself (Origin header), no answer is read, and it
  // still goes when the visitor leaves at once. Without one (old browsers) the owner just misses it.
  win.navigator.sendBeacon?.(new URL(WIDGET_REFUSALS_PATH, boot.frame_url));
  return false;
}
