import { Controller, useWatch } from 'react-hook-form';
import { ALLOWED_ORIGINS_MAX, urlSettingsRequestSchema, type UrlSettingsRequest, type UrlSettingsResponse } from 'shared-contracts';
import { SettingsForm, SettingsSection, SwitchField, useSettingsForm } from 'shared-ui';
import { useAllowOrigin } from '../api/allow-origin';
import { useUpdateUrlSettings } from '../api/update-url-settings';
import { labels } from '../labels';
import { AllowedOriginsField } from './AllowedOriginsField';
import { PageRulesField } from './PageRulesField';
import { RefusedOriginsPanel } from './RefusedOriginsPanel';

function valuesOf(settings: UrlSettingsResponse): UrlSettingsRequest {
  return {
    restrict_origins: settings.restrict_origins,
    allowed_origins: [...settings.allowed_origins],
    page_rules: settings.page_rules.map((rule) => ({ pattern: rule.pattern, action: { ...rule.action } })),
  };
}

/** An error on one origin comes keyed by its index (allowed_origins.2); the list shows it on that row. */
function itemErrorsOf(errors: unknown): (string | undefined)[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((error: unknown) =>
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : undefined,
  );
}

export type UrlSettingsFormProps = {
  settings: UrlSettingsResponse;
  onSaved(): void;
  onError(message: string): void;
  /** A refused site was added to the allowed ones (許可する). */
  onAllowed(origin: string): void;
};

export function UrlSettingsForm({ settings, onSaved, onError, onAllowed }: UrlSettingsFormProps) {
  // Checked on save, then on every change. The usual check-when-left mode would also check the
  // whole rule list at every add, move or removal (react-hook-form does so for field arrays),
  // flagging a new empty rule before the owner has typed in it and moving the rows under the cursor.
  const { form, guard, frame } = useSettingsForm(urlSettingsRequestSchema, valuesOf(settings), {
    save: useUpdateUrlSettings(),
    valuesOf,
    onSaved: () => onSaved(),
    onError,
    summary: 'unlessAtFields',
    formOptions: { mode: 'onSubmit' },
  });
  const { errors } = form.formState;
  const restricting = useWatch({ control: form.control, name: 'restrict_origins' });
  const allow = useAllowOrigin();

  /**
   * 許可する: saved at once with the stored settings, not the form's. The form takes the site too:
   * with no edits of its own it starts again from what was saved; with edits, the site joins its
   * list, so saving those edits later keeps it.
   */
  function allowOrigin(origin: string) {
    allow.mutate(
      { settings, origin },
      {
        onSuccess: (saved) => {
          if (form.formState.isDirty) {
            const current = form.getValues('allowed_origins');
            if (!current.includes(origin)) form.setValue('allowed_origins', [...current, origin], { shouldDirty: true });
          } else {
            form.reset(valuesOf(saved));
          }
          onAllowed(origin);
        },
        // The contract's own words for the site or the list (a full list), else the API's summary.
        onError: (error) => onError(Object.values(error.fields)[0] ?? error.message),
      },
    );
  }

  return (
    <>
      <SettingsForm
        ariaLabel={labels.title}
        {...frame}
        onDiscard={() => form.reset(valuesOf(settings))}
      >
        <SettingsSection
          title={labels.origins.title}
          description={labels.origins.description}
          headingLevel="h2"
        >
          <Controller
            control={form.control}
            name="restrict_origins"
            render={({ field }) => (
              <SwitchField
                label={labels.origins.restrict}
                hint={restricting ? labels.origins.onNote : labels.origins.offNote}
                checked={field.value}
                onChange={(checked) => {
                  field.onChange(checked);
                  // Turning the limit off answers a shown "add at least one site" error by itself.
                  if (errors.allowed_origins) void form.trigger('allowed_origins');
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          />
          <Controller
            control={form.control}
            name="allowed_origins"
            render={({ field, fieldState }) => (
              <AllowedOriginsField
                origins={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  if (errors.allowed_origins) void form.trigger('allowed_origins');
                }}
                error={fieldState.error?.message}
                itemErrors={itemErrorsOf(errors.allowed_origins)}
              />
            )}
          />
          {/* Sites are refused only while the saved settings restrict them. */}
          {settings.restrict_origins ? (
            <RefusedOriginsPanel
              full={settings.allowed_origins.length >= ALLOWED_ORIGINS_MAX}
              allowing={allow.isPending ? (allow.variables?.origin ?? null) : null}
              onAllow={allowOrigin}
            />
          ) : null}
        </SettingsSection>
        <SettingsSection title={labels.rules.title} description={labels.rules.description} headingLevel="h2">
          <PageRulesField form={form} />
        </SettingsSection>
      </SettingsForm>
      {guard}
    </>
  );
}
