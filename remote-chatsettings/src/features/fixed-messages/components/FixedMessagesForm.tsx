import { FIXED_MESSAGE_KINDS, fixedMessagesRequestSchema, type FixedMessagesResponse } from 'shared-contracts';
import { SettingsForm, SettingsSection, useSettingsForm, settingsFormLabels } from 'shared-ui';
import { useUpdateFixedMessages } from '../api/update-fixed-messages';
import { formValuesOf } from '../utils/form-values';
import { labels } from '../labels';
import { BusinessHoursFields } from './BusinessHoursFields';
import type { RenderImageField } from 'shared-ui';
import { MessageField } from './MessageField';

export interface FixedMessagesFormProps {
  settings: FixedMessagesResponse;
  onSaved(): void;
  onError(message: string): void;
  renderImageField: RenderImageField;
}

export function FixedMessagesForm({ settings, onSaved, onError, renderImageField }: FixedMessagesFormProps) {
  const { form, guard, frame } = useSettingsForm(fixedMessagesRequestSchema, formValuesOf(settings), {
    save: useUpdateFixedMessages(),
    valuesOf: formValuesOf,
    onSaved: () => onSaved(),
    onError,
    // A refusal may sit far down a long form: say so where the owner is looking.
    invalidMessage: settingsFormLabels.fixErrors,
  });

  return (
    <>
      <SettingsForm ariaLabel={labels.title} {...frame}>
        <SettingsSection title={labels.messagesSection} description={labels.messagesHelp} headingLevel="h2">
          {FIXED_MESSAGE_KINDS.map((kind) => (
            <MessageField key={kind} kind={kind} control={form.control} renderImageField={renderImageField} />
          ))}
        </SettingsSection>
        <SettingsSection title={labels.businessHoursSection} description={labels.businessHoursHelp} headingLevel="h2">
          <BusinessHoursFields control={form.control} register={form.register} />
        </SettingsSection>
      </SettingsForm>
      {guard}
    </>
  );
}
