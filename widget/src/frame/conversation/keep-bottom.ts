/**
 * Keeps what shows at the log's bottom edge there when the log's box changes height: the software
 * keyboard opening or closing, a phone turned, a split screen dragged. Without it the log keeps its
 * top, so the keyboard (which shortens the whole chat on a phone) would hide the latest message,
 * the very one the visitor is answering. Measured against the content, not the end, so a visitor
 * reading further up keeps their place too.
 */
export function keepBottomOnResize(log: HTMLElement, win: Window & typeof globalThis): void {
  if (typeof win.ResizeObserver !== 'function') return;
  let height = log.clientHeight;
  /** The content's offset at the log's bottom edge, as of the last scroll (ours or the visitor's). */
  let bottomEdge = log.scrollTop + height;
  log.addEventListener('scroll', () => {
    bottomEdge = log.scrollTop + log.clientHeight;
  }, { passive: true });
  new win.ResizeObserver(() => {
    if (log.clientHeight === height) return;
    height = log.clientHeight;
    log.scrollTop = bottomEdge - height;
  }).observe(log);
}
