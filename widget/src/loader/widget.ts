import type { WidgetBoot } from 'shared-contracts';

/**
 * One widget on the page, as the launcher (mount.ts, in every page's widget.js) hands it to the
 * frame link (frame-link.ts, loaded on the visitor's first sign of intent). Fields starting with `_`
 * are internal: the build shortens them (esbuild mangleProps, one cache for both files).
 */
export interface LoaderWidget {
  /**
   * The shadow host on the page (`[data-avatar-chat="<agent>"]`); the chat iframe, once made, is in
   * its (open) shadow root, where the console and the tests find it.
   */
  host: HTMLElement;
  _boot: WidgetBoot;
  _win: Window;
  /** The console's stage in inline mode (preview frame, sized by the element, no page rules). */
  _container: HTMLElement | null | undefined;
  _launcher: HTMLButtonElement;
  _bubble: HTMLElement | null;
  /** Positions `node` at the launcher's side, `bottom` px above the page's bottom edge, in the shadow root. */
  _place<T extends HTMLElement>(node: T, bottom: number): T;
  /**
   * undefined until the first sign of intent, then null; true or false once an open was asked for
   * before the frame link arrived (true: the visitor pressed, so the chat may take the focus).
   */
  _pending?: boolean | null;
  /** Set by the frame link: what a press on the launcher or the bubble does. */
  _press?(): void;
}

/** The launcher's size (CSS px): the bubble and the iframe stand on its top edge. */
export const LAUNCHER_SIZE = 56;

/** The global through which the launcher hands widgets to the frame link (a queue until it runs). */
export const FRAME_LINK_GLOBAL = '__avatarChatLink';

export interface FrameLinkQueue {
  push(widget: LoaderWidget): unknown;
}
