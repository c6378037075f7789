import { FRAME_QUERY } from 'shared-contracts/widget-protocol';
import { acceptedMessage, postWidgetMessage } from '../shared/post-message';
import { SESSION_HASH } from '../shared/session-handoff';
import { closeLabel, openLabel, refusedWarning } from './labels';
import { fullscreenChat } from './fullscreen';
import { chatIcon, frameCss } from './launcher-styles';
import { LAUNCHER_SIZE, type LoaderWidget } from './widget';

/**
 * The loader's second part, fetched on the visitor's first sign of intent (hover, focus, press, or
 * an automatic open): makes the chat iframe and speaks the postMessage protocol with it (README),
 * every message checked for the API's origin and the iframe's window, every post naming the API's
 * origin. Also keeps the visitor's session in the site's own storage (shared/session-handoff.ts):
 * browsers that refuse storage to third-party frames (Chrome's incognito, Brave) would otherwise
 * start a new conversation on every page.
 */
export function linkFrame(widget: LoaderWidget): void {
  const { _boot: boot, _win: win, _container: container, _launcher: launcher } = widget;
  const apiOrigin = new URL(boot.frame_url, win.location.href).origin;
  const sessionKey = `avatar-chat:${boot.agent_id}`;

  const query = new URLSearchParams({ [FRAME_QUERY.origin]: win.location.origin, [FRAME_QUERY.page]: win.location.href });
  let session: string | null = null;
  if (container) query.set(FRAME_QUERY.preview, '1');
  else {
    try {
      session = win.localStorage.getItem(sessionKey);
    } catch {
      // Storage refused to the site too: the conversation lasts as long as the page.
    }
  }
  const style = win.document.createElement('style');
  style.textContent = frameCss;
  widget.host.shadowRoot?.append(style);
  const frame = win.document.createElement('iframe');
  frame.className = 'f';
  frame.src = `${boot.frame_url}?${query}${session ? `#${SESSION_HASH}${encodeURIComponent(session)}` : ''}`;
  frame.title = boot.title;
  frame.allow = 'autoplay';
  // The frame's bottom edge is the launcher's top edge: the avatar inside stands on the launcher.
  widget._place(frame, boot.launcher_offset.y + LAUNCHER_SIZE);
  // The console's stage stands in for a window and is never covered whole: no phone layout there.
  const full = container ? null : fullscreenChat(win, frame, boot.theme_color, boot.launcher_side, boot.launcher_offset.x, boot.launcher_offset.y + LAUNCHER_SIZE);

  let ready = false;
  let isOpen = false;
  let sized = false;
  /** The frame's last word on its size: the whole window (a phone), or a card in the launcher's corner. */
  let fullscreen = false;
  /** The visitor asked for the chat, so its input may take the focus (never on an automatic open). */
  let focus = false;

  /** What the launcher shows now: the loader drew the closed face. */
  let drawnOpen = false;
  const show = () => {
    // Redraw only on a change: replacing the icon between a visitor's mousedown and mouseup (this
    // file arriving mid-press) would leave the press without a click, and the chat closed.
    if (drawnOpen !== isOpen) launcher.innerHTML = isOpen ? '×' : chatIcon;
    drawnOpen = isOpen;
    launcher.setAttribute('aria-label', isOpen ? closeLabel : openLabel(boot.title));
    launcher.setAttribute('aria-expanded', `${isOpen}`);
    if (isOpen) widget._bubble?.remove();
    const shown = isOpen && ready && sized;
    // Over the whole window the frame's own 閉じる closes the chat; the launcher would only sit under it.
    launcher.hidden = shown && fullscreen;
    if (shown && fullscreen) full?._enter();
    else full?._leave();
    frame.style.display = shown ? 'block' : 'none';
  };
  const send = (type: string, extra?: Record<string, unknown>): boolean => {
    if (ready && frame.contentWindow) postWidgetMessage(frame.contentWindow, apiOrigin, type, extra);
    return ready;
  };
  /** Tells the open frame the room it has: the visitor's window, or the console's stage standing in for it. */
  const sendOpen = () => {
    const viewport = container ? { width: container.clientWidth, height: container.clientHeight } : { width: win.innerWidth, height: win.innerHeight };
    const { x, y } = boot.launcher_offset;
    if (isOpen && send('open', { viewport, launcher: { side: boot.launcher_side, x, y }, focus })) focus = false;
  };
  const open = (byVisitor: boolean) => {
    isOpen = true;
    focus = byVisitor;
    sendOpen();
    show();
  };
  const close = () => {
    isOpen = false;
    send('close');
    show();
  };
  const stageObserver = container && typeof ResizeObserver === 'function' ? new ResizeObserver(sendOpen) : null;
  const destroy = () => {
    win.removeEventListener('message', onMessage);
    win.removeEventListener('resize', sendOpen);
    stageObserver?.disconnect();
    full?._leave();
    widget.host.remove();
  };
  function onMessage(event: MessageEvent) {
    // The console removes its stage without telling the loader: let go of the window then.
    if (!widget.host.isConnected) return destroy();
    const message = acceptedMessage(event, { origin: apiOrigin, source: frame.contentWindow });
    if (!message) return;
    switch (message.type) {
      case 'ready':
        ready = true;
        sendOpen();
        break;
      case 'open':
        open(false);
        break;
      case 'close':
        close();
        launcher.focus();
        break;
      case 'resize':
        if (typeof message.width === 'number' && typeof message.height === 'number') {
          fullscreen = message.fullscreen === true && full !== null;
          if (!fullscreen) {
            full?._leave();
            frame.style.width = `${message.width}px`;
            frame.style.height = `${message.height}px`;
          }
          sized = true;
        }
        break;
      case 'refused':
        destroy();
        console.warn(refusedWarning);
        return;
      case 'session':
        if (!container && typeof message.visitor_token === 'string' && typeof message.conversation_id === 'string') {
          try {
            win.localStorage.setItem(sessionKey, JSON.stringify({ visitor_token: message.visitor_token, conversation_id: message.conversation_id }));
          } catch {
            // Storage refused here too: the conversation lasts as long as the page.
          }
        }
        return;
    }
    show();
  }

  win.addEventListener('message', onMessage);
  win.addEventListener('resize', sendOpen);
  if (container) stageObserver?.observe(container);
  widget._press = () => (isOpen ? close() : open(true));
  if (widget._pending != null) open(widget._pending);
  else show();
}
