import type { WidgetBoot } from 'shared-contracts';
// The API matches the same rules (for a page's greeting) with this same function, so both sides
// always agree on which rule is the first match.
import { firstMatchingRule } from 'shared-contracts/widget-page-rules';
import { FRAME_QUERY } from 'shared-contracts/widget-protocol';
import { acceptedMessage, postWidgetMessage } from '../shared/post-message';
import { SESSION_HASH } from '../shared/session-handoff';
import { labels } from './labels';
import { chatIcon, closeIcon, launcherCss } from './launcher-styles';

const LAUNCHER = 56;
/** Space between the launcher and the bubble beside it. */
const GAP = 12;

export interface MountedWidget {
  host: HTMLElement;
  /** The chat iframe, once the visitor showed intent. */
  frame(): HTMLIFrameElement | null;
  open(byVisitor?: boolean): void;
  close(): void;
  destroy(): void;
}

/**
 * Inline mode, for the console's test chat: the widget lives in `container` (which the page makes
 * the containing block of fixed boxes, e.g. with `contain: layout paint`) as if it were the visitor's
 * window, opens at once, and asks for a preview frame. Without it the widget takes the whole window.
 */
export interface MountOptions {
  container?: HTMLElement;
}

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  return node;
}

/**
 * Draws the launcher for `boot` and wires the chat iframe. Returns null when a page rule hides the
 * widget on this page. No request leaves the page until the visitor points at, focuses or presses
 * the launcher (or the owner asked for the chat to open by itself).
 */
export function mountWidget(boot: WidgetBoot, win: Window = window, options: MountOptions = {}): MountedWidget | null {
  const doc = win.document;
  const container = options.container ?? null;
  /** The visitor's window, or the console's stage standing in for it. */
  const viewport = () => (container ? { width: container.clientWidth, height: container.clientHeight } : { width: win.innerWidth, height: win.innerHeight });
  // The rules are about the owner's site; the console's test chat shows the widget whatever they say.
  const rule = container ? null : firstMatchingRule(boot.page_rules, win.location.href);
  if (rule?.action === 'hide') return null;

  const apiOrigin = new URL(boot.frame_url, win.location.href).origin;
  // The visitor's session also lives in the site's own storage (shared/session-handoff.ts): browsers
  // that refuse storage to third-party frames (Chrome's incognito, Brave) would otherwise start a new
  // conversation on every page.
  const sessionKey = `avatar-chat:${boot.agent_id}`;
  const readSession = (): string | null => {
    try {
      return win.localStorage.getItem(sessionKey);
    } catch {
      return null;
    }
  };
  const writeSession = (value: string) => {
    try {
      win.localStorage.setItem(sessionKey, value);
    } catch {
      // Storage refused here too: the conversation lasts as long as the page.
    }
  };
  const side = boot.launcher_side;
  const host = el(doc, 'div', '');
  host.dataset.avatarChat = boot.agent_id;
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = launcherCss;
  const launcher = el(doc, 'button', 'l');
  launcher.type = 'button';
  launcher.style.background = boot.theme_color;
  launcher.style[side] = `${boot.launcher_offset.x}px`;
  launcher.style.bottom = `${boot.launcher_offset.y}px`;
  launcher.setAttribute('aria-expanded', 'false');
  root.append(style, launcher);

  let bubble: HTMLElement | null = null;
  if (boot.welcome_message.trim() !== '') {
    bubble = el(doc, 'div', 'b');
    bubble.textContent = boot.welcome_message;
    bubble.style[side] = `${boot.launcher_offset.x}px`;
    bubble.style.bottom = `${boot.launcher_offset.y + LAUNCHER + GAP}px`;
    const dismiss = el(doc, 'button', '');
    dismiss.type = 'button';
    dismiss.textContent = '×';
    dismiss.setAttribute('aria-label', labels.dismissWelcome);
    dismiss.addEventListener('click', (event) => {
      event.stopPropagation();
      bubble?.remove();
    });
    bubble.append(dismiss);
    bubble.addEventListener('click', () => open());
    root.append(bubble);
  }

  let frame: HTMLIFrameElement | null = null;
  let ready = false;
  let isOpen = false;
  let sized = false;

  const draw = () => {
    launcher.innerHTML = isOpen ? closeIcon : chatIcon;
    launcher.setAttribute('aria-label', isOpen ? labels.close : labels.open(boot.title));
    launcher.setAttribute('aria-expanded', String(isOpen));
    if (isOpen) bubble?.remove();
    if (frame) frame.style.display = isOpen && ready && sized ? 'block' : 'none';
  };

  const send = (type: string, extra?: Record<string, unknown>): boolean => {
    if (!frame?.contentWindow || !ready) return false;
    postWidgetMessage(frame.contentWindow, apiOrigin, type, extra);
    return true;
  };
  /** `focus`: the visitor asked for the chat, so its input may take the focus (never on an automatic open). */
  let focusOnOpen = false;
  const sendOpen = () => {
    const sent = send('open', {
      viewport: viewport(),
      launcher: { side, x: boot.launcher_offset.x, y: boot.launcher_offset.y },
      focus: focusOnOpen,
    });
    if (sent) focusOnOpen = false;
  };

  const onMessage = (event: MessageEvent) => {
    // The console removes its stage without telling the loader: let go of the window then.
    if (!host.isConnected) {
      destroy();
      return;
    }
    const message = acceptedMessage(event, { origin: apiOrigin, source: frame?.contentWindow ?? null });
    if (!message) return;
    switch (message.type) {
      case 'ready':
        ready = true;
        if (isOpen) sendOpen();
        break;
      case 'open':
        open(false);
        break;
      case 'close':
        close();
        launcher.focus();
        break;
      case 'resize':
        if (frame && typeof message.width === 'number' && typeof message.height === 'number') {
          frame.style.width = `${message.width}px`;
          frame.style.height = `${message.height}px`;
          sized = true;
        }
        break;
      case 'refused':
        destroy();
        console.warn(labels.refused);
        return;
      case 'session':
        if (!container && typeof message.visitor_token === 'string' && typeof message.conversation_id === 'string') {
          writeSession(JSON.stringify({ visitor_token: message.visitor_token, conversation_id: message.conversation_id }));
        }
        return;
    }
    draw();
  };

  /** The first sign of interest: load the chat so it is there when the visitor presses. */
  const intent = () => {
    if (frame) return;
    frame = el(doc, 'iframe', 'f');
    const query = new URLSearchParams({ [FRAME_QUERY.origin]: win.location.origin, [FRAME_QUERY.page]: win.location.href });
    if (container) query.set(FRAME_QUERY.preview, '1');
    const session = container ? null : readSession();
    frame.src = `${boot.frame_url}?${query}${session ? `#${SESSION_HASH}${encodeURIComponent(session)}` : ''}`;
    frame.title = boot.title;
    frame.allow = 'autoplay';
    frame.style[side] = `${boot.launcher_offset.x}px`;
    // The frame's bottom edge is the launcher's top edge: the avatar inside stands on the launcher.
    frame.style.bottom = `${boot.launcher_offset.y + LAUNCHER}px`;
    root.append(frame);
    draw();
  };

  function open(byVisitor = true) {
    intent();
    isOpen = true;
    focusOnOpen = byVisitor;
    sendOpen();
    draw();
  }

  function close() {
    isOpen = false;
    send('close');
    draw();
  }

  const onResize = () => {
    if (isOpen) sendOpen();
  };
  const stageObserver = container && typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;

  function destroy() {
    win.removeEventListener('message', onMessage);
    win.removeEventListener('resize', onResize);
    stageObserver?.disconnect();
    host.remove();
  }

  launcher.addEventListener('pointerenter', intent);
  launcher.addEventListener('focus', intent);
  launcher.addEventListener('click', () => (isOpen ? close() : open()));
  win.addEventListener('message', onMessage);
  win.addEventListener('resize', onResize);
  draw();
  (container ?? doc.body ?? doc.documentElement).append(host);
  if (container) stageObserver?.observe(container);
  if (container || boot.open_on_load || rule?.action === 'open_automatically') open(false);

  return { host, frame: () => frame, open, close, destroy };
}
