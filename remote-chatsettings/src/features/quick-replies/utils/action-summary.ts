import { QUICK_REPLY_ACTION_LABELS, type QuickReplyAction } from 'shared-contracts';

/** One line for the list: what the button does, and with what (a form by its name when known). */
export function actionSummary(action: QuickReplyAction, formNames: ReadonlyMap<string, string> = new Map()): { kind: string; detail: string } {
  const kind = QUICK_REPLY_ACTION_LABELS[action.type];
  switch (action.type) {
    case 'send_text':
      return { kind, detail: action.text };
    case 'fixed_reply':
      return { kind, detail: action.message };
    case 'open_link':
      return { kind, detail: action.url };
    case 'open_form':
      return { kind, detail: formNames.get(action.form_id) ?? action.form_id };
  }
}
