import { WIDGET_POST_MESSAGE_TYPES } from 'shared-contracts/widget-protocol';
import { sessionFromHash } from '../shared/session-handoff';
import { ApiError } from './api/api-error';
import { createWidgetApi } from './api/client';
import type { Chat } from './chat';
import type { FrameContext } from './context';
import { labels } from './labels';
import { h } from './render/h';
import { icon } from './render/icons';
import { forgetSession, loadSession, saveSession } from './storage';
import { createAvatarStage } from './render/avatar-stage';
import { createSignInFlow } from './account/sign-in-flow';
import { createConversation } from './conversation/conversation';
import { createLoaderLink, toParent } from './link/loader-link';
import { markTouchDevice } from './input/touch';
import { keepBottomOnResize } from './conversation/keep-bottom';

/** The chat window: everything inside the iframe, made of its parts, which share one Chat. */
export function startApp(ctx: FrameContext, win: Window & typeof globalThis = window): void {
  const embedded = win.parent !== win;
  // A frame refused its own storage gets the session from the loader (shared/session-handoff.ts).
  const handed = embedded && !ctx.preview ? sessionFromHash(win.location.hash) : null;
  const saved = loadSession(ctx.agentId, ctx.preview) ?? handed;
  const api = createWidgetApi(ctx.base, saved?.visitor_token ?? null);
  const chat: Chat = {
    _ctx: ctx,
    _win: win,
    _embedded: embedded,
    _api: api,
    _config: null,
    _conversationId: null,
    _preview: false,
    _account: null,
    _refusedForSignIn: false,
    _sending: false,
    _isOpen: !embedded,
    _layout: null,
  };

  // ---- the parts, and the skeleton they stand in ----
  const title = h('h1', { class: 'title', id: 'chat-title' }, [labels.loading]);
  // Its word shows only over a whole phone window (styles.css), where it is the one way back to the page.
  const closeButton = h('button', { type: 'button', class: 'icon close', 'aria-label': labels.close, title: labels.close }, [
    icon('close'),
    h('span', { class: 'close-word' }, [labels.closeShort]),
  ]);
  const input = h('textarea', { id: 'composer-input', rows: 1, placeholder: labels.inputPlaceholder, autocomplete: 'off', enterkeyhint: 'send', maxlength: 1000 });
  const stage = createAvatarStage(chat, title);
  const signIn = createSignInFlow(chat, input, () => void begin());
  const conversation = createConversation(chat, input, stage, signIn);
  const panel = h('section', { class: 'panel', role: 'dialog', 'aria-labelledby': 'chat-title' }, [
    h('header', { class: 'header' }, [stage._headerSlot, title, signIn._button, stage._voiceButton, closeButton]),
    signIn._accountLine,
    conversation._log,
    conversation._live,
    conversation._composer,
    signIn._overlay,
  ]);
  const app = h('div', { class: 'app' }, [stage._besideSlot, panel]);
  markTouchDevice(win);
  win.document.body.append(app);
  keepBottomOnResize(conversation._log, win);
  if (!embedded) app.classList.add('standalone');
  const applyLayout = createLoaderLink(chat, app, panel, stage._besideSlot, closeButton, {
    _drawAvatar: stage._draw,
    _onOpen: (focus) => {
      // Pressing the launcher is the visitor's own act: from then on the chat may speak (autoplay rules).
      if (focus) {
        stage._markInteracted();
        // Not over a phone's whole window: the focus would raise the keyboard over half the chat
        // before the visitor has read its greeting; they tap the box when they mean to type.
        if (!chat._layout?.fullscreen) input.focus();
      }
      stage._greet();
    },
    _onClose: stage._hush,
    _onNewConversation: () => {
      if (chat._preview && !chat._sending) startOver();
    },
  });

  // ---- start ----
  async function begin(): Promise<void> {
    try {
      const [config, started] = await Promise.all([
        chat._config ? Promise.resolve(chat._config) : api.config(ctx.pageUrl),
        api.start({ origin: ctx.parentOrigin, page_url: ctx.pageUrl || undefined }),
      ]);
      chat._config = config;
      chat._conversationId = started.conversation_id;
      // A conversation already under way was greeted when it began.
      if (started.messages.length > 0) stage._markGreeted(started.conversation_id);
      chat._account = started.account;
      chat._preview = started.preview;
      saveSession(ctx.agentId, ctx.preview, { visitor_token: started.visitor_token, conversation_id: started.conversation_id });
      if (!ctx.preview) toParent(chat, 'session', { visitor_token: started.visitor_token, conversation_id: started.conversation_id });
      app.style.setProperty('--theme', config.chat_ui.theme_color);
      title.textContent = config.chat_ui.title;
      input.placeholder = config.chat_ui.input_placeholder || labels.inputPlaceholder;
      stage._configureVoice();
      signIn._drawAccount();
      conversation._show(started.messages);
      if (signIn._needed()) signIn._open('chat', false);
      if (chat._preview) {
        const answerIds = started.messages.filter((message) => message.role === 'agent').map((message) => message.id);
        toParent(chat, WIDGET_POST_MESSAGE_TYPES.conversation, { conversation_id: started.conversation_id, answer_ids: answerIds });
      }
      if (chat._isOpen) applyLayout();
      else stage._draw();
      stage._greet();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'origin_not_allowed') {
        toParent(chat, 'refused');
        return;
      }
      conversation._showLoadError(error instanceof Error ? error.message : labels.loadFailed, () => void begin());
    }
  }

  /** The console's 新しい会話: a new test visitor, so nothing of the last conversation carries over. */
  function startOver(): void {
    stage._hush();
    forgetSession(ctx.agentId, ctx.preview);
    api.token = null;
    chat._conversationId = null;
    chat._account = null;
    chat._refusedForSignIn = false;
    signIn._close();
    conversation._showLoading();
    void begin();
  }

  conversation._showLoading();
  toParent(chat, 'ready');
  if (!embedded) applyLayout();
  void begin();
}
