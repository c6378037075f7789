import type { WidgetAccount, WidgetConfig } from 'shared-contracts';
import type { WidgetApi } from './api/client';
import type { FrameContext } from './context';
import type { FrameLayout } from './layout';

/**
 * What the frame's parts (app.ts composes them) share: where the frame runs, the API, and the
 * conversation's state, which they read and change together. Fields starting with `_` here and in
 * the parts' handles are internal: the build shortens them (esbuild mangleProps), as in the loader.
 */
export interface Chat {
  _ctx: FrameContext;
  _win: Window & typeof globalThis;
  /** In a page's iframe, speaking to its loader; false when the frame page is opened by itself. */
  _embedded: boolean;
  _api: WidgetApi;
  _config: WidgetConfig | null;
  _conversationId: string | null;
  /** The API's word that this page is the console's test chat: only then does the frame report its answers. */
  _preview: boolean;
  _account: WidgetAccount | null;
  /** The API refused a message for want of a sign-in, whatever the config said when it loaded. */
  _refusedForSignIn: boolean;
  _sending: boolean;
  _isOpen: boolean;
  /** Where the panel and the avatar sit in the iframe (link/loader-link.ts); null until the chat first opens. */
  _layout: FrameLayout | null;
}
