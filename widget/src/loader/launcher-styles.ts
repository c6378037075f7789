/**
 * The launcher's own stylesheet, inside its shadow root: the page's CSS cannot reach in, and `all:
 * initial` on the host keeps inherited page styles (fonts, line-height, text-align) out too.
 * Written short: it is sent to every visitor.
 */
export const launcherCss =
  ':host{all:initial}' +
  // The owner's offset counts from above the home bar (safe-area, on a page with viewport-fit=cover).
  '.l,.b{position:fixed;z-index:2147483000;border:0;margin-bottom:env(safe-area-inset-bottom)}' +
  'button{border:0;padding:0;background:none;cursor:pointer}' +
  '.l{width:56px;height:56px;border-radius:50%;box-shadow:0 4px 14px #0004;color:#fff;font:28px/56px sans-serif}' +
  '.l:focus-visible{outline:3px solid;outline-offset:3px}' +
  // pointer-events: the press belongs to the button, never to the drawing, which the frame link redraws.
  'svg{width:28px;fill:none;stroke:#fff;stroke-width:2;vertical-align:middle;pointer-events:none}' +
  '.b{max-width:240px;padding:10px 28px 10px 14px;border-radius:14px;background:#fff;color:#222;font:14px/1.5 sans-serif;box-shadow:0 4px 16px #0003;cursor:pointer;white-space:pre-wrap}' +
  '.b button{position:absolute;top:4px;right:4px;font-size:16px}' +
  // A finger needs 44 px to hit the × and not the bubble, which opens the chat.
  '@media(pointer:coarse){.b button{top:0;right:0;min-width:44px;min-height:44px}}';

// No aria-hidden: the button's aria-label is its name, and the drawing has no text of its own.
export const chatIcon = '<svg viewBox="0 0 24 24"><path d="M4 4h16v14H9l-5 4z"/></svg>';

/** The iframe's rule, added by the frame link with the iframe (it stays hidden until open and sized). */
export const frameCss = '.f{position:fixed;z-index:2147483000;border:0;display:none;color-scheme:normal;margin-bottom:env(safe-area-inset-bottom)}';
