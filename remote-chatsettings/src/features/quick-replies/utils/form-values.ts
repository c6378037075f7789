import type { QuickReply, QuickReplyActionType, QuickReplyCreateRequest } from 'shared-contracts';

/** What the dialog edits: the request, with every action type's field present so switching keeps drafts. */
export interface QuickReplyFormValues {
  label: string;
  actionType: QuickReplyActionType;
  text: string;
  message: string;
  /** The fixed reply's picture from the media library. */
  imageMediaId: string | null;
  url: string;
  formId: string;
  placement: NonNullable<QuickReplyCreateRequest['placement']>;
  enabled: boolean;
}

export const NEW_QUICK_REPLY: QuickReplyFormValues = {
  label: '',
  actionType: 'send_text',
  text: '',
  message: '',
  imageMediaId: null,
  url: '',
  formId: '',
  placement: 'both',
  enabled: true,
};

export function formValuesOf(reply: QuickReply): QuickReplyFormValues {
  const { action } = reply;
  return {
    ...NEW_QUICK_REPLY,
    label: reply.label,
    placement: reply.placement,
    enabled: reply.enabled,
    actionType: action.type,
    text: action.type === 'send_text' ? action.text : '',
    message: action.type === 'fixed_reply' ? action.message : '',
    imageMediaId: action.type === 'fixed_reply' ? action.image_media_id : null,
    url: action.type === 'open_link' ? action.url : '',
    formId: action.type === 'open_form' ? action.form_id : '',
  };
}

/** The request the API takes: only the chosen action's field travels. */
export function requestOf(values: QuickReplyFormValues): QuickReplyCreateRequest {
  const base = { label: values.label, placement: values.placement, enabled: values.enabled };
  switch (values.actionType) {
    case 'send_text':
      return { ...base, action: { type: 'send_text', text: values.text } };
    case 'fixed_reply':
      return { ...base, action: { type: 'fixed_reply', message: values.message, image_media_id: values.imageMediaId } };
    case 'open_link':
      return { ...base, action: { type: 'open_link', url: values.url } };
    case 'open_form':
      return { ...base, action: { type: 'open_form', form_id: values.formId } };
  }
}
