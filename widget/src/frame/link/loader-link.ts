import { WIDGET_POST_MESSAGE_TYPES } from 'shared-contracts/widget-protocol';
import { acceptedMessage, postWidgetMessage } from '../../shared/post-message';
import type { Chat } from '../chat';
import { frameLayout } from '../layout';

interface OpenRequest {
  viewport: { width: number; height: number };
  launcher: { side: 'right' | 'left'; x: number; y: number };
  focus: boolean;
}

function openRequestOf(data: Record<string, unknown>, fallback: OpenRequest): OpenRequest {
  const viewport = data.viewport as OpenRequest['viewport'] | undefined;
  const launcher = data.launcher as OpenRequest['launcher'] | undefined;
  return {
    viewport: viewport && typeof viewport.width === 'number' && typeof viewport.height === 'number' ? viewport : fallback.viewport,
    launcher: launcher && (launcher.side === 'left' || launcher.side === 'right') ? launcher : fallback.launcher,
    focus: data.focus === true,
  };
}

/** What the frame does when the loader opens or closes the chat. */
export interface LoaderLinkHooks {
  /** Draws the avatar at the place the layout gives it. */
  _drawAvatar(): void;
  /** The chat opened; `focus` when the visitor pressed the launcher (their own act). */
  _onOpen(focus: boolean): void;
  /** The chat closed, by the loader or by the visitor here. */
  _onClose(): void;
  /** The console's 新しい会話. */
  _onNewConversation(): void;
}

/** A message to the embedding page's loader; nothing when the frame is not embedded. */
export function toParent(chat: Chat, type: string, extra?: Record<string, unknown>): void {
  if (chat._embedded) postWidgetMessage(chat._win.parent, chat._ctx.parentOrigin, type, extra);
}

/**
 * The frame's side of the postMessage protocol with the loader (widget/README.md): the loader opens
 * and closes the chat and says where its launcher is; the frame asks for its size, and to be closed
 * (its close button, Escape). `app` is the iframe's whole box, `avatarSlot` the avatar's place beside the panel.
 * Returns what sizes the panel and the avatar's place for the last open request and asks the loader for that size.
 */
export function createLoaderLink(chat: Chat, app: HTMLElement, panel: HTMLElement, avatarSlot: HTMLElement, closeButton: HTMLButtonElement, hooks: LoaderLinkHooks): () => void {
  const { _ctx: ctx, _win: win, _embedded: embedded } = chat;
  let lastOpen: OpenRequest = {
    viewport: { width: win.innerWidth, height: win.innerHeight },
    launcher: { side: 'right', x: 24, y: 24 },
    focus: false,
  };

  const applyLayout = () => {
    if (!embedded) {
      hooks._drawAvatar();
      return;
    }
    const side = lastOpen.launcher.side;
    const layout = frameLayout({ viewport: lastOpen.viewport, launcher: lastOpen.launcher, avatar: chat._config?.avatar ?? null, inline: ctx.preview });
    chat._layout = layout;
    // Over the whole window the panel follows the iframe's box (styles.css), which the loader keeps
    // on the visual viewport: the keyboard, a rotation or a split screen resize it with no message.
    const full = layout.fullscreen;
    app.classList.toggle('fullscreen', full);
    app.style.width = full ? '' : `${layout.width}px`;
    app.style.height = full ? '' : `${layout.height}px`;
    panel.style.width = full ? '' : `${layout.panel.width}px`;
    panel.style.height = full ? '' : `${layout.panel.height}px`;
    panel.style.left = panel.style.right = '';
    if (!full) panel.style[side] = '0';
    avatarSlot.style.left = avatarSlot.style.right = '';
    if (layout.avatar) avatarSlot.style[side] = `${layout.avatar.offset}px`;
    hooks._drawAvatar();
    toParent(chat, 'resize', { width: Math.ceil(layout.width), height: Math.ceil(layout.height), fullscreen: full });
  };

  win.addEventListener('message', (event) => {
    const message = acceptedMessage(event, { origin: ctx.parentOrigin, source: embedded ? win.parent : null });
    if (!message) return;
    if (message.type === 'open') {
      lastOpen = openRequestOf(message, lastOpen);
      chat._isOpen = true;
      applyLayout();
      hooks._onOpen(lastOpen.focus);
    } else if (message.type === 'close') {
      chat._isOpen = false;
      hooks._onClose();
    } else if (message.type === WIDGET_POST_MESSAGE_TYPES.newConversation) {
      hooks._onNewConversation();
    }
  });
  const close = () => {
    chat._isOpen = false;
    hooks._onClose();
    toParent(chat, 'close');
  };
  closeButton.addEventListener('click', close);
  if (!embedded) closeButton.hidden = true;
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });

  return applyLayout;
}
