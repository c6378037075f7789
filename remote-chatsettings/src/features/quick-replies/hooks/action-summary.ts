import { QUICK_REPLY_ACTION_LABELS, type QuickReplyAction } from 'shared-contracts';

/** One line for the list: what the button does, and with what. */
export function actionSummary(action: QuickReplyAction): { kind: string; detail: string } {
  const kind = QUICK_REPLY_ACTION_LABELS[action.type];
  switch (action.type) {
    case 'send_text':
      return { kind, detail: action.text };
    case 'fixed_reply':
      return { kind, detail: action.message };
    case 'open_link':
      return { kind, detail: action.url };
    case 'open_form':
      return { kind, detail: action.form_id };
  }
}
