import type { FeedbackValue, WidgetCandidate, WidgetForm, WidgetMessage, WidgetQuickReply } from 'shared-contracts';
import { labels } from '../labels';
import { formView } from './form-view';
import { h } from './h';
import { icon, type IconName } from './icons';
import { isOwnMediaUrl, safeLink, textWithLinks } from './safe';

type MessageImage = WidgetMessage['images'][number];

export interface MessageViewContext {
  apiOrigin: string;
  agentId: string;
  onQuickReply(reply: WidgetQuickReply): void;
  /** A candidate question of an unsure answer was chosen: it goes as the visitor's message. */
  onCandidate(candidate: WidgetCandidate): void;
  onFeedback(message: WidgetMessage, value: FeedbackValue | null): Promise<void>;
  submitForm(message: WidgetMessage, values: Record<string, unknown>): Promise<string>;
  /** The thank-you message of a form the visitor already sent from this message, if any. */
  answeredForm?(message: WidgetMessage): string | null;
}

/** Buttons of quick replies; pressing one sends it as the visitor's message. */
export function quickRepliesView(replies: readonly WidgetQuickReply[], onQuickReply: (reply: WidgetQuickReply) => void): HTMLElement | null {
  if (replies.length === 0) return null;
  return h(
    'div',
    { class: 'quick-replies', role: 'group', 'aria-label': labels.quickReplies },
    replies.map((reply) => {
      const button = h('button', { type: 'button', class: 'chip' }, [reply.label]);
      button.addEventListener('click', () => onQuickReply(reply));
      return button;
    }),
  );
}

/**
 * The likely questions of an unsure answer (もしかして…), as buttons of text; pressing one asks it.
 * They stay with their answer (not only the latest): after one answer the visitor may try the next.
 */
export function candidatesView(candidates: readonly WidgetCandidate[], onCandidate: (candidate: WidgetCandidate) => void): HTMLElement | null {
  if (candidates.length === 0) return null;
  return h(
    'div',
    { class: 'candidates', role: 'group', 'aria-label': labels.candidates },
    candidates.map((candidate) => {
      const button = h('button', { type: 'button', class: 'chip', 'data-item-id': candidate.item_id }, [candidate.question]);
      button.addEventListener('click', () => onCandidate(candidate));
      return button;
    }),
  );
}

function feedbackView(message: WidgetMessage, ctx: MessageViewContext): HTMLElement {
  let current = message.feedback;
  const make = (value: FeedbackValue, label: string, glyph: IconName) => {
    const button = h('button', { type: 'button', class: 'thumb', 'aria-label': label, title: label, 'data-value': value }, [icon(glyph)]);
    button.addEventListener('click', () => {
      const next = current === value ? null : value;
      const before = current;
      current = next;
      draw();
      ctx.onFeedback(message, next).catch(() => {
        current = before;
        draw();
      });
    });
    return button;
  };
  const up = make('up', labels.feedbackUp, 'thumbUp');
  const down = make('down', labels.feedbackDown, 'thumbDown');
  const note = h('span', { class: 'thanks-note', role: 'status' });
  const draw = () => {
    up.setAttribute('aria-pressed', String(current === 'up'));
    down.setAttribute('aria-pressed', String(current === 'down'));
    note.textContent = current ? labels.feedbackThanks : '';
  };
  draw();
  return h('div', { class: 'feedback' }, [up, down, note]);
}

function formOrThanks(message: WidgetMessage, form: WidgetForm, ctx: MessageViewContext): HTMLElement {
  const thanks = ctx.answeredForm?.(message) ?? null;
  if (thanks !== null) return h('div', { class: 'bubble agent thanks', role: 'status' }, textWithLinks(thanks));
  return formView({ form, submit: (values) => ctx.submitForm(message, values) });
}

/** A visitor's message: their own words, as text. */
/** The visitor's message; `id` once stored (the stream's `visitor` event, or the history). */
export function visitorBubble(text: string, id?: string): HTMLElement {
  return h('div', { class: 'row visitor' }, [h('div', { class: 'bubble visitor', 'data-message-id': id }, [text])]);
}

/** Pictures from the owner's media library only (anything else is left out), or null for none. */
export function imagesView(images: readonly MessageImage[], ctx: Pick<MessageViewContext, 'apiOrigin' | 'agentId'>): HTMLElement | null {
  const own = images.filter((image) => isOwnMediaUrl(image.url, ctx.apiOrigin, ctx.agentId));
  return own.length > 0 ? h('div', { class: 'images' }, own.map((image) => h('img', { src: image.url, alt: image.alt, loading: 'lazy' }))) : null;
}

/**
 * One message as the visitor sees it. Everything that came from the server is drawn as text or as
 * checked links and images: the text through textContent, links http(s) only, pictures only from
 * the owner's media library.
 */
export function messageView(message: WidgetMessage, ctx: MessageViewContext, options: { latest: boolean }): HTMLElement {
  if (message.role === 'visitor') return visitorBubble(message.text, message.id);
  const links = message.links.map((link) => safeLink(link.url, link.title || link.url, labels.openLink(link.title || link.url))).filter((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  const bubble = h('div', { class: 'bubble agent', 'data-message-id': message.id, 'data-emotion': message.emotion ?? undefined }, [
    h('div', { class: 'text' }, textWithLinks(message.text)),
    imagesView(message.images, ctx),
    links.length > 0 ? h('ul', { class: 'links' }, links.map((link) => h('li', {}, [link]))) : null,
    message.sources.length > 0
      ? h('div', { class: 'sources' }, [h('span', {}, [`${labels.sources}: `]), message.sources.map((source) => source.title).join('、')])
      : null,
  ]);
  return h('div', { class: 'row agent' }, [
    bubble,
    message.form ? formOrThanks(message, message.form, ctx) : null,
    candidatesView(message.candidates, ctx.onCandidate),
    options.latest ? quickRepliesView(message.quick_replies, ctx.onQuickReply) : null,
    message.rateable ? feedbackView(message, ctx) : null,
  ]);
}
