import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, FormProvider, useFieldArray, useWatch, type FieldErrors } from 'react-hook-form';
import {
  FORM_DESCRIPTION_MAX,
  FORM_FIELDS_MAX,
  FORM_NAME_MAX,
  FORM_SUBMIT_LABEL_MAX,
  FORM_THANK_YOU_MAX,
  formRequestSchema,
  type Form,
  type FormFieldType,
  type FormRequest,
} from 'shared-contracts';
import {
  FieldHelper,
  SettingsForm,
  SettingsPreviewLayout,
  SettingsSection,
  SwitchField,
  applyApiFieldErrors,
  useUnsavedChangesGuard,
  useZodForm,
  settingsFormLabels,
  type NoticeControls,
} from 'shared-ui';
import { paths } from '../../../paths';
import { useCreateForm } from '../api/create-form';
import { useUpdateForm } from '../api/update-form';
import { NEW_FORM, builderValuesOf, newField } from '../utils/builder-values';
import { newFieldKey } from '../utils/field-key';
import { formEditPath } from '../utils/form-paths';
import { hasErrorsAt, messageAt } from '../utils/message-at';
import { previewFieldsOf } from '../utils/preview-fields';
import { labels } from '../labels';
import { FieldPalette } from './FieldPalette';
import { FormPreview } from './FormPreview';
import { KeywordsField } from './KeywordsField';
import { SortableFieldList } from './SortableFieldList';

export interface FormBuilderProps {
  /** null: a new form. */
  form: Form | null;
  notice: NoticeControls;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The keys of the fields the API's messages are about (`fields.2.label` → the third field). */
function keysAtPaths(paths: readonly string[], keys: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const match = /^fields\.(\d+)\./.exec(path);
    const key = match ? keys[Number(match[1])] : undefined;
    return key === undefined ? [] : [key];
  });
}

/** The keys of the fields that hold a message, so their cards open where the owner can see it. */
function keysWithErrors(errors: FieldErrors<FormRequest>, keys: readonly string[]): string[] {
  return keys.filter((_key, index) => hasErrorsAt(errors, `fields.${index}`));
}

/** /register and /edit/:id: the form's settings and fields, with the chat's view of it beside them. */
export function FormBuilder({ form: saved, notice }: FormBuilderProps) {
  const navigate = useNavigate();
  const create = useCreateForm();
  const update = useUpdateForm();
  const builder = useZodForm(formRequestSchema, saved ? builderValuesOf(saved) : NEW_FORM);
  const { control, register, formState, getValues } = builder;
  const { errors, isDirty } = formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const fieldArray = useFieldArray({ control, name: 'fields', keyName: 'rhfId' });
  const live = useWatch({ control });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const t = labels.builder;

  const fieldKeys = fieldArray.fields.map((field) => field.key);
  const sortable = fieldArray.fields.map((field, index) => ({ id: field.key, type: field.type, label: text(live.fields?.[index]?.label) }));
  const previewFields = useMemo(() => previewFieldsOf(live.fields), [live.fields]);
  const full = fieldArray.fields.length >= FORM_FIELDS_MAX;
  const fieldsError = messageAt(errors, 'fields');

  const openCards = (keys: readonly string[]) => setExpanded((current) => new Set([...current, ...keys]));

  const add = (type: FormFieldType) => {
    const key = newFieldKey(new Set(getValues('fields').map((field) => field.key)));
    fieldArray.append(newField(type, key), { shouldFocus: false });
    openCards([key]);
    setFocusId(key);
  };

  const toggle = (key: string) => {
    // Focus goes to a new field's label once, not again whenever a card is reopened.
    setFocusId(null);
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  const submit = builder.handleSubmit(
    (definition) => {
      const onError = (error: { message: string; fields: Readonly<Record<string, string>> }) => {
        // The API refuses with the schema's own messages: they belong at the fields, the summary on top.
        applyApiFieldErrors(error, builder.setError);
        openCards(keysAtPaths(Object.keys(error.fields), getValues('fields').map((field) => field.key)));
        notice.showError(error.message);
      };
      if (saved) {
        update.mutate(
          { id: saved.id, request: definition },
          {
            onSuccess: (next) => {
              builder.reset(builderValuesOf(next));
              notice.showSaved();
            },
            onError,
          },
        );
      } else {
        create.mutate(definition, {
          onSuccess: (created) => {
            builder.reset(builderValuesOf(created));
            void navigate(formEditPath(created.id), { replace: true, state: { saved: true } });
          },
          onError,
        });
      }
    },
    (invalid) => {
      openCards(keysWithErrors(invalid, fieldKeys));
      notice.showError(settingsFormLabels.fixErrors);
    },
  );

  return (
    <SettingsPreviewLayout wideColumns="minmax(0, 760px) 400px">
      <FormProvider {...builder}>
        <SettingsForm ariaLabel={t.formLabel} onSubmit={submit} onDiscard={() => builder.reset()} isDirty={isDirty} isPending={pending}>
          <SettingsSection title={t.basicSection} headingLevel="h2">
            <TextField
              {...register('name')}
              label={t.name}
              required
              error={Boolean(errors.name)}
              helperText={<FieldHelper error={errors.name?.message} hint={t.nameHint} count={{ value: text(live.name), max: FORM_NAME_MAX }} />}
            />
            <TextField
              {...register('description')}
              label={t.formDescription}
              multiline
              minRows={2}
              error={Boolean(errors.description)}
              helperText={
                <FieldHelper
                  error={errors.description?.message}
                  hint={t.formDescriptionHint}
                  count={{ value: text(live.description), max: FORM_DESCRIPTION_MAX }}
                />
              }
            />
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <SwitchField label={t.enabled} hint={t.enabledHint} checked={field.value === true} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
              )}
            />
          </SettingsSection>

          <SettingsSection
            title={t.fieldsSection}
            description={t.fieldsHelp}
            headingLevel="h2"
            actions={
              <Typography variant="body2" color={full ? 'warning.dark' : 'text.secondary'}>
                {full ? t.fieldsFull(FORM_FIELDS_MAX) : t.fieldsCount(fieldArray.fields.length, FORM_FIELDS_MAX)}
              </Typography>
            }
          >
            <FieldPalette onAdd={add} disabled={full} />
            {fieldsError ? <Alert severity="error">{fieldsError}</Alert> : null}
            {fieldArray.fields.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
                {t.noFields}
              </Typography>
            ) : (
              <SortableFieldList
                fields={sortable}
                expanded={expanded}
                focusId={focusId}
                onMove={(from, to) => fieldArray.move(from, to)}
                onToggle={toggle}
                onRemove={(index) => fieldArray.remove(index)}
              />
            )}
          </SettingsSection>

          <SettingsSection title={t.submitSection} headingLevel="h2">
            <TextField
              {...register('submit_label')}
              label={t.submitLabel}
              required
              error={Boolean(errors.submit_label)}
              helperText={<FieldHelper error={errors.submit_label?.message} count={{ value: text(live.submit_label), max: FORM_SUBMIT_LABEL_MAX }} />}
              sx={{ maxWidth: 360 }}
            />
            <TextField
              {...register('thank_you_message')}
              label={t.thankYou}
              required
              multiline
              minRows={2}
              error={Boolean(errors.thank_you_message)}
              helperText={
                <FieldHelper
                  error={errors.thank_you_message?.message}
                  hint={t.thankYouHint}
                  count={{ value: text(live.thank_you_message), max: FORM_THANK_YOU_MAX }}
                />
              }
            />
          </SettingsSection>

          <SettingsSection title={t.triggersSection} description={t.triggersHelp} headingLevel="h2">
            <KeywordsField />
            <Controller
              control={control}
              name="triggers.by_agent"
              render={({ field }) => (
                <SwitchField label={t.byAgent} hint={t.byAgentHint} checked={field.value === true} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
              )}
            />
            <Alert severity="info" variant="outlined">
              <Stack spacing={0.75}>
                <span>{t.quickRepliesNote}</span>
                {saved && saved.triggers.quick_replies.length > 0 ? (
                  <span>
                    {t.quickRepliesOpening}: {saved.triggers.quick_replies.map((reply) => `「${reply.label}」${reply.enabled ? '' : t.quickReplyDisabled}`).join('、')}
                  </span>
                ) : saved ? (
                  <span>{t.quickRepliesNone}</span>
                ) : null}
                <Link component={RouterLink} to={paths.quickReply}>
                  {t.quickRepliesLink}
                </Link>
              </Stack>
            </Alert>
          </SettingsSection>
        </SettingsForm>
      </FormProvider>
      <Box sx={{ position: 'sticky', top: 88 }}>
        <FormPreview
          name={text(live.name)}
          description={text(live.description)}
          fields={previewFields}
          submitLabel={text(live.submit_label)}
          thankYouMessage={text(live.thank_you_message)}
        />
      </Box>
      {guard}
    </SettingsPreviewLayout>
  );
}
