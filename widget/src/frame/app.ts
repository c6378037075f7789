import type { SignInErrorCode, WidgetAccount, WidgetConfig, WidgetMessage, WidgetQuickReply } from 'shared-contracts';
import { WIDGET_POST_MESSAGE_TYPES } from 'shared-contracts/widget-protocol';
import { acceptedMessage, postWidgetMessage } from '../shared/post-message';
import { sessionFromHash } from '../shared/session-handoff';
import { createAvatar, type AvatarHandle } from '../avatar';
import { ApiError } from './api/api-error';
import { createWidgetApi } from './api/client';
import type { FrameContext } from './context';
import { createImeGuard } from './input/ime';
import { labels } from './labels';
import { frameLayout, HEADER_AVATAR_PX, type FrameLayout } from './layout';
import { h } from './render/h';
import { icon } from './render/icons';
import { messageView, quickRepliesView, visitorBubble, type MessageViewContext } from './render/message-view';
import { avatarSaysBubble, avatarSaysMs } from './render/avatar-says';
import { textWithLinks } from './render/safe';
import { signInView, type SignInReason } from './render/sign-in-view';
import {
  forgetSession,
  loadAnsweredForms,
  loadGreeted,
  loadMuted,
  loadSession,
  saveAnsweredForm,
  saveGreeted,
  saveMuted,
  saveSession,
} from './storage';
import { createSpeaker, type Speaker } from './voice/speaker';

/** The message route's refusal when the owner asks visitors to sign in before chatting. */
const SIGN_IN_REQUIRED: SignInErrorCode = 'sign_in_required';
const SIGN_IN_REQUIRED_FOR_FORM: SignInErrorCode = 'sign_in_required_for_form';

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

/** The chat window: everything inside the iframe. */
export function startApp(ctx: FrameContext, win: Window & typeof globalThis = window): void {
  const doc = win.document;
  const embedded = win.parent !== win;
  // A frame refused its own storage gets the session from the loader (shared/session-handoff.ts).
  const handed = embedded && !ctx.preview ? sessionFromHash(win.location.hash) : null;
  const saved = loadSession(ctx.agentId, ctx.preview) ?? handed;
  const api = createWidgetApi(ctx.base, saved?.visitor_token ?? null);

  let config: WidgetConfig | null = null;
  let conversationId: string | null = null;
  /** The API's word that this page is the console's test chat: only then does the frame report its answers. */
  let preview = false;
  let account: WidgetAccount | null = null;
  /** The API refused a message for want of a sign-in, whatever the config said when it loaded. */
  let refusedForSignIn = false;
  let sending = false;
  let interacted = false;
  let muted = loadMuted();
  let speaker: Speaker | null = null;
  let avatar: AvatarHandle | null = null;
  let emotion: string | null = null;
  let lastOpen: OpenRequest = {
    viewport: { width: win.innerWidth, height: win.innerHeight },
    launcher: { side: 'right', x: 24, y: 24 },
    focus: false,
  };
  let layout: FrameLayout | null = null;
  let isOpen = !embedded;
  /** The conversation the avatar has greeted (storage may be refused: then this page view's memory). */
  let greeted = loadGreeted(ctx.agentId, ctx.preview);
  let hideAvatarSays: () => void = () => undefined;

  // ---- the skeleton ----
  const title = h('h1', { class: 'title' }, [labels.loading]);
  const headerAvatarSlot = h('div', { class: 'header-avatar', 'aria-hidden': 'true' });
  const voiceButton = h('button', { type: 'button', class: 'icon', hidden: true });
  const signInButton = h('button', { type: 'button', class: 'text-button', hidden: true }, [labels.signIn]);
  const closeButton = h('button', { type: 'button', class: 'icon', 'aria-label': labels.close, title: labels.close }, [icon('close')]);
  const accountName = h('span');
  const signOutButton = h('button', { type: 'button', class: 'link-button' }, [labels.signOut]);
  const accountLine = h('p', { class: 'account', hidden: true }, [accountName, ' ', signOutButton]);
  const log = h('div', { class: 'log', role: 'log', 'aria-label': labels.messages, tabindex: 0 });
  const live = h('div', { class: 'sr-only', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const input = h('textarea', { id: 'composer-input', rows: 1, placeholder: labels.inputPlaceholder, autocomplete: 'off', enterkeyhint: 'send', maxlength: 1000 });
  const sendButton = h('button', { type: 'submit', class: 'send', 'aria-label': labels.send, title: labels.send }, [icon('send')]);
  const composer = h('form', { class: 'composer', novalidate: true }, [h('label', { for: 'composer-input', class: 'sr-only' }, [labels.inputLabel]), input, sendButton]);
  const overlay = h('div', { class: 'overlay', hidden: true });
  const panel = h('section', { class: 'panel', role: 'dialog', 'aria-labelledby': 'chat-title' }, [
    h('header', { class: 'header' }, [headerAvatarSlot, title, signInButton, voiceButton, closeButton]),
    accountLine,
    log,
    live,
    composer,
    overlay,
  ]);
  title.id = 'chat-title';
  const avatarSlot = h('div', { class: 'avatar-slot', hidden: true });
  const app = h('div', { class: 'app' }, [avatarSlot, panel]);
  doc.body.append(app);
  if (!embedded) app.classList.add('standalone');

  // ---- talking to the embedding page ----
  const toParent = (type: string, extra?: Record<string, unknown>) => {
    if (embedded) postWidgetMessage(win.parent, ctx.parentOrigin, type, extra);
  };

  const applyLayout = () => {
    if (!embedded) {
      drawAvatar();
      return;
    }
    const side = lastOpen.launcher.side;
    layout = frameLayout({
      viewport: lastOpen.viewport,
      launcher: lastOpen.launcher,
      avatar: config ? { show: config.avatar.show, position: config.avatar.position, size: config.avatar.size } : null,
    });
    app.style.width = `${layout.width}px`;
    app.style.height = `${layout.height}px`;
    panel.style.width = `${layout.panel.width}px`;
    panel.style.height = `${layout.panel.height}px`;
    panel.style.left = panel.style.right = '';
    panel.style[side] = '0';
    avatarSlot.style.left = avatarSlot.style.right = '';
    if (layout.avatar) avatarSlot.style[side] = `${layout.avatar.offset}px`;
    drawAvatar();
    toParent('resize', { width: Math.ceil(layout.width), height: Math.ceil(layout.height) });
  };

  const drawAvatar = () => {
    if (!config?.avatar.show) return;
    const inHeader = !embedded || (layout?.headerAvatar ?? false);
    const slot = inHeader ? headerAvatarSlot : avatarSlot;
    const size = inHeader ? HEADER_AVATAR_PX : (layout?.avatar?.box ?? 160);
    avatarSlot.hidden = inHeader || !layout?.avatar;
    headerAvatarSlot.hidden = !inHeader;
    const options = {
      kind: config.avatar.kind,
      character: config.avatar.character,
      images: config.avatar.images,
      emotion,
      size,
      title: labels.avatar(config.agent.name),
    };
    if (avatar && avatar.element.parentElement === slot) avatar.update(options);
    else {
      avatar?.destroy();
      avatar = createAvatar(slot, options);
    }
  };

  win.addEventListener('message', (event) => {
    const message = acceptedMessage(event, { origin: ctx.parentOrigin, source: embedded ? win.parent : null });
    if (!message) return;
    if (message.type === 'open') {
      lastOpen = openRequestOf(message, lastOpen);
      isOpen = true;
      // Pressing the launcher is the visitor's own act: from then on the chat may speak (autoplay rules).
      if (lastOpen.focus) interacted = true;
      applyLayout();
      if (lastOpen.focus) input.focus();
      greetOnOpen();
    } else if (message.type === 'close') {
      isOpen = false;
      speaker?.stop();
      hideAvatarSays();
    } else if (message.type === WIDGET_POST_MESSAGE_TYPES.newConversation && preview && !sending) {
      startOver();
    }
  });
  const close = () => {
    isOpen = false;
    speaker?.stop();
    hideAvatarSays();
    toParent('close');
  };
  closeButton.addEventListener('click', close);
  if (!embedded) closeButton.hidden = true;
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  // Browsers let a page speak only after the visitor has interacted with it.
  const markInteracted = () => {
    interacted = true;
  };
  doc.addEventListener('pointerdown', markInteracted, { capture: true });
  doc.addEventListener('keydown', markInteracted, { capture: true });

  // ---- messages ----
  const scrollToEnd = () => {
    log.scrollTop = log.scrollHeight;
  };

  const viewContext: MessageViewContext = {
    apiOrigin: ctx.apiOrigin,
    agentId: ctx.agentId,
    onQuickReply: (reply: WidgetQuickReply) => void send({ quick_reply_id: reply.id }, reply.label),
    onFeedback: (message, value) => api.feedback(message.id, value),
    submitForm: async (message, values) => {
      if (!conversationId) throw new ApiError(0, 'network', labels.network);
      const form = message.form;
      if (!form) throw new ApiError(0, 'network', labels.failed);
      // The form keeps what was filled in and shows this message; the answer goes once signed in.
      if (account === null && config?.sign_in.required_for_forms) {
        openSignIn({ reason: 'form', focus: true });
        throw new ApiError(403, SIGN_IN_REQUIRED_FOR_FORM, labels.signInForForm);
      }
      let thanks: string;
      try {
        thanks = (await api.answerForm(form.id, conversationId, values)).thank_you_message;
      } catch (error) {
        if (error instanceof ApiError && error.code === SIGN_IN_REQUIRED_FOR_FORM) void signInAfterRefusal('form');
        throw error;
      }
      saveAnsweredForm(ctx.agentId, message.id, thanks);
      return thanks;
    },
    answeredForm: (message) => loadAnsweredForms(ctx.agentId)[message.id] ?? null,
  };

  /** Quick replies belong to the latest answer only: older ones go once a newer message arrives. */
  const dropOldQuickReplies = () => {
    for (const node of Array.from(log.querySelectorAll('.quick-replies'))) node.remove();
  };

  const showMessages = (messages: readonly WidgetMessage[]) => {
    if (!config) return;
    const greeting = h('div', { class: 'row agent greeting' }, [h('div', { class: 'bubble agent' }, textWithLinks(config.agent.greeting))]);
    log.replaceChildren(greeting);
    if (messages.length === 0) {
      const replies = quickRepliesView(config.quick_replies, viewContext.onQuickReply);
      if (replies) greeting.append(replies);
    }
    messages.forEach((message, index) => log.append(messageView(message, viewContext, { latest: index === messages.length - 1 })));
    const lastAgent = [...messages].reverse().find((message) => message.role === 'agent');
    emotion = lastAgent?.emotion ?? null;
    avatar?.setEmotion(emotion);
    scrollToEnd();
  };

  const speak = (text: string) => {
    if (speaker && interacted && !muted && isOpen) speaker.speak(text);
  };

  /**
   * The avatar says the basic agent settings' greeting when the visitor opens the chat: once per
   * conversation, in a bubble for a few seconds and aloud with voice on. Nothing without an avatar.
   */
  function greetOnOpen(): void {
    if (!config || !conversationId || !isOpen || greeted === conversationId) return;
    const text = config.agent.avatar_greeting.trim();
    const inHeader = !embedded || (layout?.headerAvatar ?? false);
    if (!config.avatar.show || text === '' || (!inHeader && !layout?.avatar)) return;
    greeted = conversationId;
    saveGreeted(ctx.agentId, ctx.preview, conversationId);
    hideAvatarSays();
    const bubble = avatarSaysBubble(text, inHeader ? 'header' : 'beside');
    if (inHeader) {
      title.hidden = true;
      title.after(bubble);
    } else avatarSlot.append(bubble);
    const timer = win.setTimeout(() => hideAvatarSays(), avatarSaysMs(text));
    hideAvatarSays = () => {
      win.clearTimeout(timer);
      bubble.remove();
      title.hidden = false;
      hideAvatarSays = () => undefined;
    };
    speak(text);
  }

  const setSending = (value: boolean) => {
    sending = value;
    sendButton.disabled = value;
    composer.setAttribute('aria-busy', String(value));
  };

  async function send(body: { text: string } | { quick_reply_id: string }, shown: string): Promise<void> {
    if (sending || !conversationId) return;
    if (needsSignIn()) {
      openSignIn({ reason: 'chat', focus: true });
      return;
    }
    setSending(true);
    hideAvatarSays();
    dropOldQuickReplies();
    const mine = visitorBubble(shown);
    log.append(mine);
    const text = h('div', { class: 'text' }, [labels.thinking]);
    const bubble = h('div', { class: 'bubble agent pending', 'aria-busy': 'true' }, [text]);
    const row = h('div', { class: 'row agent' }, [bubble]);
    log.append(row);
    scrollToEnd();
    let streamed = '';
    let finished = false;
    const fail = (message: string) => {
      bubble.classList.add('error');
      bubble.removeAttribute('aria-busy');
      bubble.setAttribute('role', 'alert');
      text.textContent = message;
    };
    try {
      await api.send(conversationId, body, (event) => {
        switch (event.event) {
          case 'visitor':
            // The message as stored, as a reload will show it: a pressed quick reply's label may
            // have changed since this frame drew its button.
            mine.replaceWith(visitorBubble(event.data.text, event.data.id));
            break;
          case 'delta':
            if (streamed === '') text.textContent = '';
            streamed += event.data.text;
            text.append(event.data.text);
            scrollToEnd();
            break;
          case 'done': {
            finished = true;
            row.replaceWith(messageView(event.data, viewContext, { latest: true }));
            emotion = event.data.emotion;
            avatar?.setEmotion(emotion);
            live.textContent = event.data.text;
            if (preview) toParent(WIDGET_POST_MESSAGE_TYPES.answered, { message_id: event.data.id });
            speak(event.data.text);
            scrollToEnd();
            break;
          }
          case 'error':
            finished = true;
            fail(event.data.message);
            break;
          default:
            break;
        }
      });
      if (!finished) fail(labels.failed);
    } catch (error) {
      fail(error instanceof Error ? error.message : labels.failed);
      if (error instanceof ApiError && error.code === SIGN_IN_REQUIRED) void signInAfterRefusal('chat');
    } finally {
      setSending(false);
    }
  }

  /** The owner asked for a sign-in after this frame loaded its config: fetch the ways offered now. */
  async function signInAfterRefusal(reason: SignInReason): Promise<void> {
    if (reason === 'chat') refusedForSignIn = true;
    try {
      config = await api.config(ctx.pageUrl);
    } catch {
      // The config already shown still names the ways it offered.
    }
    drawAccount();
    openSignIn({ reason, focus: true });
  }

  const ime = createImeGuard(input);
  input.addEventListener('keydown', (event) => {
    if (!ime.isSendEnter(event)) return;
    event.preventDefault();
    composer.requestSubmit();
  });
  // The box grows with what is typed, up to a few lines.
  input.addEventListener('input', () => {
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, 120)}px`;
  });
  composer.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (text === '' || sending || !conversationId) return;
    // What was typed stays in the box while the visitor signs in.
    if (needsSignIn()) {
      openSignIn({ reason: 'chat', focus: true });
      return;
    }
    input.value = '';
    input.style.height = 'auto';
    void send({ text }, text);
  });

  // ---- voice and sign-in ----
  const drawVoiceButton = () => {
    voiceButton.replaceChildren(icon(muted ? 'muted' : 'speaker'));
    voiceButton.setAttribute('aria-label', muted ? labels.voiceOff : labels.voiceOn);
    voiceButton.title = muted ? labels.voiceOff : labels.voiceOn;
    voiceButton.setAttribute('aria-pressed', String(!muted));
  };
  voiceButton.addEventListener('click', () => {
    muted = !muted;
    saveMuted(muted);
    if (muted) speaker?.stop();
    drawVoiceButton();
  });

  let closeSignIn: (() => void) | null = null;
  const drawAccount = () => {
    accountLine.hidden = account === null;
    accountName.textContent = account ? labels.signedInAs(account.display_name) : '';
    // Not while the sign-in panel is open: pressing ログイン there would only open what is already shown.
    signInButton.hidden = account !== null || closeSignIn !== null || !config || (!config.sign_in.mail && !config.sign_in.line);
  };
  signOutButton.addEventListener('click', () => {
    signOutButton.disabled = true;
    api
      .signOut()
      .then(() => {
        account = null;
        drawAccount();
        signInButton.focus();
      })
      .catch(() => undefined)
      .finally(() => {
        signOutButton.disabled = false;
      });
  });
  /** The owner asks visitors to sign in before chatting (config), or the API said so; not yet done. */
  function needsSignIn(): boolean {
    return account === null && (refusedForSignIn || config?.sign_in.required === true);
  }

  /**
   * The sign-in panel over the chat. `reason`: what the owner requires it for, said on the panel; `focus`
   * only when the visitor acted, so a frame opening by itself never takes the page's focus.
   */
  function openSignIn({ reason, focus }: { reason?: SignInReason; focus: boolean }): void {
    if (!config || (!config.sign_in.mail && !config.sign_in.line)) return;
    closeSignIn?.();
    const view = signInView({
      api,
      methods: config.sign_in,
      reason,
      apiOrigin: ctx.apiOrigin,
      win,
      onClose: () => {
        dismiss();
        (needsSignIn() ? input : signInButton).focus();
      },
      onSignedIn: (signedIn) => {
        dismiss();
        if (signedIn) {
          account = signedIn;
          drawAccount();
          input.focus();
        } else void begin();
      },
    });
    const dismiss = () => {
      view.destroy();
      overlay.hidden = true;
      overlay.replaceChildren();
      closeSignIn = null;
      drawAccount();
    };
    closeSignIn = dismiss;
    drawAccount();
    overlay.replaceChildren(view.element);
    overlay.hidden = false;
    if (focus) overlay.querySelector('button')?.focus();
  }
  signInButton.addEventListener('click', () => openSignIn({ reason: needsSignIn() ? 'chat' : undefined, focus: true }));

  // ---- start ----
  const showLoadError = (message: string) => {
    const retry = h('button', { type: 'button', class: 'primary' }, [labels.retry]);
    retry.addEventListener('click', () => void begin());
    log.replaceChildren(h('div', { class: 'row agent' }, [h('div', { class: 'bubble agent error', role: 'alert' }, [message]), retry]));
  };

  async function begin(): Promise<void> {
    try {
      const [loaded, started] = await Promise.all([
        config ? Promise.resolve(config) : api.config(ctx.pageUrl),
        api.start({ origin: ctx.parentOrigin, page_url: ctx.pageUrl || undefined }),
      ]);
      config = loaded;
      conversationId = started.conversation_id;
      // A conversation already under way was greeted when it began.
      if (started.messages.length > 0) greeted = started.conversation_id;
      account = started.account;
      preview = started.preview;
      saveSession(ctx.agentId, ctx.preview, { visitor_token: started.visitor_token, conversation_id: started.conversation_id });
      if (!ctx.preview) toParent('session', { visitor_token: started.visitor_token, conversation_id: started.conversation_id });
      app.style.setProperty('--theme', config.chat_ui.theme_color);
      title.textContent = config.chat_ui.title;
      input.placeholder = config.chat_ui.input_placeholder || labels.inputPlaceholder;
      speaker = config.voice.enabled ? createSpeaker({ voice: config.voice, synthesize: (text) => api.speech(text), avatar: () => avatar, win }) : null;
      voiceButton.hidden = speaker === null;
      drawVoiceButton();
      drawAccount();
      showMessages(started.messages);
      if (needsSignIn()) openSignIn({ reason: 'chat', focus: false });
      if (preview) {
        const answerIds = started.messages.filter((message) => message.role === 'agent').map((message) => message.id);
        toParent(WIDGET_POST_MESSAGE_TYPES.conversation, { conversation_id: started.conversation_id, answer_ids: answerIds });
      }
      if (isOpen) applyLayout();
      else drawAvatar();
      greetOnOpen();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'origin_not_allowed') {
        toParent('refused');
        return;
      }
      showLoadError(error instanceof Error ? error.message : labels.loadFailed);
    }
  }

  /** The console's 新しい会話: a new test visitor, so nothing of the last conversation carries over. */
  function startOver(): void {
    speaker?.stop();
    hideAvatarSays();
    forgetSession(ctx.agentId, ctx.preview);
    api.token = null;
    conversationId = null;
    account = null;
    refusedForSignIn = false;
    closeSignIn?.();
    log.replaceChildren(h('p', { class: 'loading', role: 'status' }, [labels.loading]));
    void begin();
  }

  log.replaceChildren(h('p', { class: 'loading', role: 'status' }, [labels.loading]));
  toParent('ready');
  if (!embedded) applyLayout();
  void begin();
}
