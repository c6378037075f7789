import type { SignInErrorCode, WidgetCandidate, WidgetMessage, WidgetQuickReply } from 'shared-contracts';
import { WIDGET_POST_MESSAGE_TYPES } from 'shared-contracts/widget-protocol';
import type { SignInFlow } from '../account/sign-in-flow';
import { ApiError } from '../api/api-error';
import type { Chat } from '../chat';
import { wireComposer } from '../input/composer';
import { labels } from '../labels';
import { toParent } from '../link/loader-link';
import type { AvatarStage } from '../render/avatar-stage';
import { h } from '../render/h';
import { icon } from '../render/icons';
import { imagesView, messageView, quickRepliesView, visitorBubble, type MessageViewContext } from '../render/message-view';
import { textWithLinks } from '../render/safe';
import { loadAnsweredForms, saveAnsweredForm } from '../storage';
import type { SendBody } from '../api/client';
import { answerScrollTop, followAnswer } from './answer-scroll';

/** The message route's refusal when the owner asks visitors to sign in before chatting. */
const SIGN_IN_REQUIRED: SignInErrorCode = 'sign_in_required';
const SIGN_IN_REQUIRED_FOR_FORM: SignInErrorCode = 'sign_in_required_for_form';

export interface Conversation {
  _log: HTMLElement;
  /** Where a finished answer is read out to screen readers. */
  _live: HTMLElement;
  _composer: HTMLFormElement;
  /** The log as the conversation stands: the agent's greeting, then its messages. */
  _show(messages: readonly WidgetMessage[]): void;
  /** The log while the conversation loads. */
  _showLoading(): void;
  /** The log when it could not load, with a button that tries again. */
  _showLoadError(message: string, retry: () => void): void;
}

/**
 * The chat log and what the visitor sends to it: typed text, quick replies, form answers, feedback;
 * answers stream in. `input`: the composer's box (app.ts makes it: the sign-in and the loader link focus it).
 */
export function createConversation(chat: Chat, input: HTMLTextAreaElement, stage: AvatarStage, signIn: SignInFlow): Conversation {
  const { _ctx: ctx, _api: api } = chat;
  const log = h('div', { class: 'log', role: 'log', 'aria-label': labels.messages, tabindex: 0 });
  const live = h('div', { class: 'sr-only', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const sendButton = h('button', { type: 'submit', class: 'send', 'aria-label': labels.send, title: labels.send }, [icon('send')]);
  const composer = h('form', { class: 'composer', novalidate: true }, [h('label', { for: 'composer-input', class: 'sr-only' }, [labels.inputLabel]), input, sendButton]);

  const scrollToEnd = () => {
    log.scrollTop = log.scrollHeight;
  };

  const viewContext: MessageViewContext = {
    apiOrigin: ctx.apiOrigin,
    agentId: ctx.agentId,
    onQuickReply: (reply: WidgetQuickReply) => void send({ quick_reply_id: reply.id }, reply.label),
    onCandidate: (candidate: WidgetCandidate) => void send({ candidate_item_id: candidate.item_id }, candidate.question),
    onFeedback: (message, value) => api.feedback(message.id, value),
    submitForm: async (message, values) => {
      const conversationId = chat._conversationId;
      if (!conversationId) throw new ApiError(0, 'network', labels.network);
      const form = message.form;
      if (!form) throw new ApiError(0, 'network', labels.failed);
      // The form keeps what was filled in and shows this message; the answer goes once signed in.
      if (chat._account === null && chat._config?.sign_in.required_for_forms) {
        signIn._open('form', true);
        throw new ApiError(403, SIGN_IN_REQUIRED_FOR_FORM, labels.signInForForm);
      }
      let thanks: string;
      try {
        thanks = (await api.answerForm(form.id, conversationId, values)).thank_you_message;
      } catch (error) {
        if (error instanceof ApiError && error.code === SIGN_IN_REQUIRED_FOR_FORM) void signIn._afterRefusal('form');
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

  const setSending = (value: boolean) => {
    chat._sending = value;
    sendButton.disabled = value;
    composer.setAttribute('aria-busy', String(value));
  };

  /** Whether a message may go now; when only a sign-in is missing, the sign-in panel opens instead. */
  const maySend = () => {
    if (chat._sending || !chat._conversationId) return false;
    if (!signIn._needed()) return true;
    signIn._open('chat', true);
    return false;
  };

  async function send(body: SendBody, shown: string): Promise<void> {
    const conversationId = chat._conversationId;
    if (!conversationId || !maySend()) return;
    setSending(true);
    stage._hideSays();
    dropOldQuickReplies();
    let mine = visitorBubble(shown);
    log.append(mine);
    const text = h('div', { class: 'text' }, [labels.thinking]);
    const bubble = h('div', { class: 'bubble agent pending', 'aria-busy': 'true' }, [text]);
    const row = h('div', { class: 'row agent' }, [bubble]);
    log.append(row);
    const follow = followAnswer(log);
    follow(mine, row);
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
            // The message as stored, as a reload will show it: a pressed quick reply's label (or a
            // chosen candidate's question) may have changed since this frame drew its button.
            {
              const stored = visitorBubble(event.data.text, event.data.id);
              mine.replaceWith(stored);
              mine = stored;
            }
            break;
          case 'delta':
            if (streamed === '') text.textContent = '';
            streamed += event.data.text;
            text.append(event.data.text);
            follow(mine, row);
            break;
          case 'done': {
            finished = true;
            const answer = messageView(event.data, viewContext, { latest: true });
            row.replaceWith(answer);
            stage._setEmotion(event.data.emotion);
            live.textContent = event.data.text;
            if (chat._preview) toParent(chat, WIDGET_POST_MESSAGE_TYPES.answered, { message_id: event.data.id });
            stage._speak(event.data.text);
            follow(mine, answer);
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
      if (error instanceof ApiError && error.code === SIGN_IN_REQUIRED) void signIn._afterRefusal('chat');
    } finally {
      setSending(false);
    }
  }

  // What was typed stays in the box while the visitor signs in.
  wireComposer(composer, input, (text, clear) => {
    if (!maySend()) return;
    clear();
    void send({ text }, text);
  });

  return {
    _log: log,
    _live: live,
    _composer: composer,
    _show(messages) {
      const config = chat._config;
      if (!config) return;
      const bubble = h('div', { class: 'bubble agent' }, textWithLinks(config.agent.greeting));
      const pictures = imagesView(config.agent.greeting_images, viewContext);
      if (pictures) bubble.append(pictures);
      const greeting = h('div', { class: 'row agent greeting' }, [bubble]);
      log.replaceChildren(greeting);
      if (messages.length === 0) {
        const replies = quickRepliesView(config.quick_replies, viewContext.onQuickReply);
        if (replies) greeting.append(replies);
      }
      const rows = messages.map((message, index) => messageView(message, viewContext, { latest: index === messages.length - 1 }));
      log.append(...rows);
      const lastAgent = [...messages].reverse().find((message) => message.role === 'agent');
      stage._setEmotion(lastAgent?.emotion ?? null);
      // Back in a conversation, the last answer shows as it did when it came: from its start.
      const last = rows.at(-1);
      const asked = rows.at(-2);
      if (last && messages.at(-1)?.role === 'agent') log.scrollTop = answerScrollTop(log, asked && messages.at(-2)?.role === 'visitor' ? asked : null, last);
      else scrollToEnd();
    },
    _showLoading() {
      log.replaceChildren(h('p', { class: 'loading', role: 'status' }, [labels.loading]));
    },
    _showLoadError(message, retry) {
      const button = h('button', { type: 'button', class: 'primary' }, [labels.retry]);
      button.addEventListener('click', retry);
      log.replaceChildren(h('div', { class: 'row agent' }, [h('div', { class: 'bubble agent error', role: 'alert' }, [message]), button]));
    },
  };
}
