import type { ContextQuickReply } from '../agent-context';

export type QuickReplyOutcome =
  /** Not a quick reply: the pipeline goes on with the text as typed. */
  | { kind: 'none' }
  /** A send_text button: the pipeline goes on with its text in place of the visitor's. */
  | { kind: 'send_text'; quickReply: ContextQuickReply; text: string }
  | { kind: 'fixed_reply'; quickReply: ContextQuickReply; message: string; imageMediaId: string | null }
  | { kind: 'open_link'; quickReply: ContextQuickReply; url: string }
  | { kind: 'open_form'; quickReply: ContextQuickReply; formId: string }
  /** The id names no enabled quick reply of this agent (deleted or switched off since it was shown). */
  | { kind: 'unknown' };

/**
 * A pressed button (its id), or typed text equal to a button's label (as the rules compare text),
 * runs that button's action.
 */
export function resolveQuickReply(
  quickReplies: readonly ContextQuickReply[],
  input: { quickReplyId?: string; key: string },
  keyOf: (text: string) => string,
): QuickReplyOutcome {
  const quickReply =
    input.quickReplyId !== undefined
      ? quickReplies.find((q) => q.id === input.quickReplyId)
      : input.key === ''
        ? undefined
        : quickReplies.find((q) => keyOf(q.label) === input.key);
  if (!quickReply) return input.quickReplyId !== undefined ? { kind: 'unknown' } : { kind: 'none' };
  const { action } = quickReply;
  switch (action.type) {
    case 'send_text':
      return { kind: 'send_text', quickReply, text: action.text };
    case 'fixed_reply':
      // Buttons saved before a fixed reply could carry a picture have no image_media_id.
      return { kind: 'fixed_reply', quickReply, message: action.message, imageMediaId: action.image_media_id ?? null };
    case 'open_link':
      return { kind: 'open_link', quickReply, url: action.url };
    case 'open_form':
      return { kind: 'open_form', quickReply, formId: action.form_id };
  }
}

/** The buttons offered under an answer, when the owner shows quick replies. */
export function quickRepliesAfterAnswer(quickReplies: readonly ContextQuickReply[], show: boolean): { id: string; label: string }[] {
  if (!show) return [];
  return quickReplies.filter((q) => q.placement !== 'start').map((q) => ({ id: q.id, label: q.label }));
}
