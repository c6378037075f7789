/**
 * Marks the frame's document `touch` on a device with a touch screen (styles.css keys on it). iOS
 * Safari zooms the whole page into a text field under 16 px when it takes the focus, and a finger
 * needs about 44 px to hit a control: both are for touch alone, so a desktop keeps its 14 px and
 * its compact buttons. Set from script rather than a media query so the rule is one class that the
 * tests can see (jsdom evaluates no media queries); it follows a pointer plugged in or taken away.
 */
export function markTouchDevice(win: Window): void {
  const coarse = typeof win.matchMedia === 'function' ? win.matchMedia('(any-pointer: coarse)') : null;
  const apply = () => {
    win.document.documentElement.classList.toggle('touch', Boolean(coarse?.matches) || win.navigator.maxTouchPoints > 0);
  };
  apply();
  coarse?.addEventListener?.('change', apply);
}
