import { FRAME_LINK_GLOBAL, type FrameLinkQueue, type LoaderWidget } from './widget';

/**
 * Hands `widget` to the frame link (frame-link.ts), loading it first: on the first sign of intent
 * only, so the page makes no request before. Until the file runs the global is a plain array it
 * drains; then it is the link's own queue, which links at once. The file is named by its content
 * (the build sets WIDGET_FRAME_LINK_FILE) and served beside the frame's files, immutable.
 */
export function requestFrameLink(widget: LoaderWidget): void {
  const win = widget._win;
  const store = win as unknown as Record<string, FrameLinkQueue | LoaderWidget[] | undefined>;
  const queue = store[FRAME_LINK_GLOBAL] ?? [];
  store[FRAME_LINK_GLOBAL] = queue;
  queue.push(widget);
  if (Array.isArray(queue) && queue.length < 2) {
    const script = win.document.createElement('script');
    script.src = new URL(`../../widget-assets/${process.env.WIDGET_FRAME_LINK_FILE}`, widget._boot.frame_url).href;
    win.document.head.append(script);
  }
}
