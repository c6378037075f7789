/**
 * The chat over the whole window, as the frame asks on a phone (its `resize` says `fullscreen`).
 *
 * - The page under it keeps still: a touch on the chat's header would otherwise scroll the page
 *   (scroll chaining out of the iframe), and iOS Safari scrolls a page whose body is only
 *   `overflow: hidden`, so the body is pinned (`position: fixed` at minus the scroll) and the scroll
 *   put back exactly on leaving: the visitor is where they were.
 * - The iframe is as tall as the visual viewport, not the layout one: the software keyboard shrinks
 *   only the visual viewport (iOS, Chrome for Android since 108), and a box of the layout viewport's
 *   height would keep the frame's composer under the keyboard. It follows `visualViewport` as the
 *   keyboard opens, closes, and the browser pans to the focused field.
 * - The iframe's borders are the safe-area insets (notch, home bar; non-zero only on a page with
 *   `viewport-fit=cover`), so nothing of the chat sits under them: the top one in the theme colour,
 *   under the chat's header. The bottom one goes while the keyboard is up, which covers the home bar.
 */
export interface FullscreenChat {
  _enter(): void;
  _leave(): void;
}

/** Taller than a browser's toolbars changing, shorter than any software keyboard. */
const KEYBOARD_MIN_PX = 120;

/** `side`, `x` and `bottom`: where the iframe stands when the chat is a card (the launcher's corner). */
export function fullscreenChat(win: Window, frame: HTMLIFrameElement, theme: string, side: 'left' | 'right', x: number, bottom: number): FullscreenChat {
  const doc = win.document;
  const viewport = win.visualViewport;
  const style = frame.style;
  /** The page's scroll and the inline styles changed while the chat is over it; null while not. */
  let saved: { x: number; y: number; html: string; body: string } | null = null;

  const follow = () => {
    // The width is the layout viewport's and the height never more than its: a frame wider or taller
    // than the window would make a phone's browser zoom the page out to show it, and the visual
    // viewport then grow to the frame's size, which the frame would follow, and so on.
    const height = Math.min(viewport?.height ?? win.innerHeight, win.innerHeight);
    const top = Math.max(0, Math.min(viewport?.offsetTop ?? 0, win.innerHeight - height));
    const keyboard = win.innerHeight - height > KEYBOARD_MIN_PX;
    Object.assign(style, {
      top: `${top}px`,
      left: '0',
      right: 'auto',
      bottom: 'auto',
      width: '100%',
      height: `${height}px`,
      boxSizing: 'border-box',
      borderStyle: 'solid',
      borderColor: `${theme} #fff #fff`,
      borderWidth: `env(safe-area-inset-top) env(safe-area-inset-right) ${keyboard ? '0' : 'env(safe-area-inset-bottom)'} env(safe-area-inset-left)`,
      background: '#fff',
    });
  };

  return {
    _enter() {
      if (!saved) {
        const html = doc.documentElement;
        const body = doc.body;
        saved = { x: win.scrollX, y: win.scrollY, html: html.style.cssText, body: body.style.cssText };
        html.style.overflow = 'hidden';
        Object.assign(body.style, { position: 'fixed', top: `${-saved.y}px`, left: `${-saved.x}px`, right: '0', overflow: 'hidden' });
        viewport?.addEventListener('resize', follow);
        viewport?.addEventListener('scroll', follow);
      }
      follow();
    },
    _leave() {
      if (!saved) return;
      const { x: left, y: top, html, body } = saved;
      saved = null;
      viewport?.removeEventListener('resize', follow);
      viewport?.removeEventListener('scroll', follow);
      doc.documentElement.style.cssText = html;
      doc.body.style.cssText = body;
      // At once, even on a page that scrolls smoothly: the visitor is back where they were, not on the way there.
      doc.documentElement.style.scrollBehavior = 'auto';
      win.scrollTo(left, top);
      doc.documentElement.style.cssText = html;
      // The card's size comes with the frame's next `resize`.
      for (const name of ['top', 'left', 'right', 'boxSizing', 'borderStyle', 'borderColor', 'borderWidth', 'background'] as const) style[name] = '';
      style[side] = `${x}px`;
      style.bottom = `${bottom}px`;
    },
  };
}
