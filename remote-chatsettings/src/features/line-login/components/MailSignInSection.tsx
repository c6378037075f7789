import Alert from '@mui/material/Alert';
import { Controller, type Control } from 'react-hook-form';
import type { LineLoginSettingsRequest } from 'shared-contracts';
import { SettingsSection, SwitchField } from 'shared-ui';
import { labels } from '../labels';

export type MailSignInSectionProps = {
  control: Control<LineLoginSettingsRequest>;
  /** Whether this server can send the code mails at all (the API's mail_available). */
  available: boolean;
};

/**
 * メールアドレスでのログイン: the owner's switch for sign-in with a mailed code. It saves even where
 * the server cannot send mail, so the choice is ready once mail is set up; the notice says why the
 * chat shows no mail sign-in until then.
 */
export function MailSignInSection({ control, available }: MailSignInSectionProps) {
  return (
    <SettingsSection title={labels.mailSection} description={labels.mailSectionHelp} headingLevel="h2">
      {available ? null : (
        <Alert severity="warning" sx={{ maxWidth: 760 }}>
          {labels.mailUnavailable}
        </Alert>
      )}
      <Controller
        control={control}
        name="mail_enabled"
        render={({ field }) => (
          <SwitchField
            label={labels.mailEnabled}
            hint={labels.mailEnabledHelp}
            checked={field.value ?? false}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        )}
      />
    </SettingsSection>
  );
}
