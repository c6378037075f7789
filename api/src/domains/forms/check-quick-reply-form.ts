import type { QuickReplyAction } from 'shared-contracts';
import { validationError } from '../../errors/validation-error';
import type { FormsRepository } from './forms-repository';
import { formMessages } from './messages';

/** A quick reply may only open a form the owner has and has not deleted; refused under action.form_id. */
export async function checkQuickReplyForm(forms: FormsRepository, agentId: string, action: QuickReplyAction): Promise<void> {
  if (action.type !== 'open_form') return;
  if (!(await forms.isOpenable(agentId, action.form_id))) {
    throw validationError({ 'action.form_id': formMessages.quickReplyFormMissing });
  }
}
