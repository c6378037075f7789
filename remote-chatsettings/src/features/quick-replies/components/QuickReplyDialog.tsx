import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { KeyboardEvent } from 'react';
import type { ApiRequestError } from 'shared-auth';
import {
  QUICK_REPLY_ACTION_LABELS,
  QUICK_REPLY_ACTION_TYPES,
  QUICK_REPLY_LABEL_MAX,
  QUICK_REPLY_MESSAGE_MAX,
  QUICK_REPLY_PLACEMENTS,
  QUICK_REPLY_PLACEMENT_LABELS,
  QUICK_REPLY_TEXT_MAX,
  type QuickReplyActionType,
  type QuickReplyPlacement,
} from 'shared-contracts';
import { FieldHelper, SwitchField, applyApiFieldErrors, isImeComposing, useUnsavedChangesGuard } from 'shared-ui';
import { NEW_QUICK_REPLY, type QuickReplyFormValues } from '../utils/form-values';
import { formFieldErrors, quickReplyResolver, type QuickReplyRequestOutput } from '../utils/quick-reply-resolver';
import { useFormChoices } from '../api/get-forms';
import { labels } from '../labels';
import type { RenderImageField } from 'shared-ui';

export interface QuickReplyDialogProps {
  /** null: a new quick reply. */
  initial: QuickReplyFormValues | null;
  onClose(): void;
  /** Saves; rejects with the API's error to keep the dialog open. */
  onSubmit(request: QuickReplyRequestOutput): Promise<void>;
  /** The fixed reply's picture, chosen from the media library. */
  renderImageField: RenderImageField;
}

const isActionType = (v: string): v is QuickReplyActionType => (QUICK_REPLY_ACTION_TYPES as readonly string[]).includes(v);
const isPlacement = (v: string): v is QuickReplyPlacement => (QUICK_REPLY_PLACEMENTS as readonly string[]).includes(v);

/**
 * Add or edit one quick reply. Forms arrive with their own screen later: until then "open a form"
 * can only be kept on a reply that already has it, and the dialog says where forms will come from.
 */
export function QuickReplyDialog({ initial, onClose, onSubmit, renderImageField }: QuickReplyDialogProps) {
  const form = useForm<QuickReplyFormValues, unknown, QuickReplyRequestOutput>({
    resolver: quickReplyResolver,
    defaultValues: initial ?? NEW_QUICK_REPLY,
    mode: 'onTouched',
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const live = useWatch({ control: form.control });
  const hasForm = initial?.actionType === 'open_form';
  const forms = useFormChoices();
  const formChoices = forms.data ?? [];
  // Forms come from their own screen; without any, the action cannot be chosen yet.
  const canOpenForm = formChoices.length > 0 || hasForm;
  const formMissing =
    live.actionType === 'open_form' && Boolean(live.formId) && forms.isSuccess && !formChoices.some((f) => f.id === live.formId);

  // A changed action type is judged afresh: the old type's message would point at a hidden field.
  useEffect(() => {
    form.clearErrors(['text', 'message', 'imageMediaId', 'url', 'formId', 'actionType']);
  }, [live.actionType, form]);

  const submit = form.handleSubmit(async (request) => {
    try {
      await onSubmit(request);
    } catch (error) {
      const failure = error as ApiRequestError;
      applyApiFieldErrors({ fields: formFieldErrors(failure.fields) }, form.setError);
      form.setError('root', { message: failure.message });
    }
  });

  const preventImeSubmit = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      onClose={(_event, reason) => {
        // A stray click beside the dialog must not throw typing away; キャンセル is explicit.
        if (reason === 'backdropClick' && isDirty) return;
        onClose();
      }}
      aria-labelledby="quick-reply-dialog-title"
    >
      <Box component="form" noValidate onSubmit={submit} onKeyDown={preventImeSubmit}>
        <DialogTitle id="quick-reply-dialog-title">{initial ? labels.dialog.editTitle : labels.dialog.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors.root?.message ? <Alert severity="error">{errors.root.message}</Alert> : null}
            <TextField
              {...form.register('label')}
              label={labels.dialog.label}
              required
              autoFocus
              error={Boolean(errors.label)}
              helperText={
                <FieldHelper
                  error={errors.label?.message}
                  hint={labels.dialog.labelHint}
                  count={{ value: live.label ?? '', max: QUICK_REPLY_LABEL_MAX }}
                />
              }
            />
            <Controller
              control={form.control}
              name="actionType"
              render={({ field }) => (
                <TextField
                  select
                  label={labels.dialog.actionType}
                  value={field.value}
                  onChange={(event) => {
                    if (isActionType(event.target.value)) field.onChange(event.target.value);
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(errors.actionType)}
                  helperText={errors.actionType?.message ?? (canOpenForm ? undefined : labels.dialog.formsNotYet)}
                >
                  {QUICK_REPLY_ACTION_TYPES.map((type) => (
                    <MenuItem key={type} value={type} disabled={type === 'open_form' && !canOpenForm}>
                      {QUICK_REPLY_ACTION_LABELS[type]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {live.actionType === 'send_text' ? (
              <TextField
                {...form.register('text')}
                label={labels.dialog.sendText}
                required
                multiline
                minRows={2}
                error={Boolean(errors.text)}
                helperText={
                  <FieldHelper error={errors.text?.message} hint={labels.dialog.sendTextHint} count={{ value: live.text ?? '', max: QUICK_REPLY_TEXT_MAX }} />
                }
              />
            ) : null}
            {live.actionType === 'fixed_reply' ? (
              <TextField
                {...form.register('message')}
                label={labels.dialog.fixedReply}
                required
                multiline
                minRows={3}
                error={Boolean(errors.message)}
                helperText={
                  <FieldHelper
                    error={errors.message?.message}
                    hint={labels.dialog.fixedReplyHint}
                    count={{ value: live.message ?? '', max: QUICK_REPLY_MESSAGE_MAX }}
                  />
                }
              />
            ) : null}
            {live.actionType === 'fixed_reply' ? (
              <Controller
                control={form.control}
                name="imageMediaId"
                render={({ field }) => (
                  <Box>
                    <FormLabel component="div" sx={{ mb: 0.5 }}>
                      {labels.dialog.fixedReplyImage}
                    </FormLabel>
                    {renderImageField({
                      value: field.value,
                      onChange: (id) => field.onChange(id),
                      label: labels.dialog.fixedReplyImage,
                      error: errors.imageMediaId?.message,
                      disabled: isSubmitting,
                    })}
                  </Box>
                )}
              />
            ) : null}
            {live.actionType === 'open_link' ? (
              <TextField
                {...form.register('url')}
                label={labels.dialog.url}
                required
                type="url"
                placeholder="https://example.com/contact"
                error={Boolean(errors.url)}
                helperText={<FieldHelper error={errors.url?.message} hint={labels.dialog.urlHint} />}
                slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
              />
            ) : null}
            {live.actionType === 'open_form' ? (
              <Controller
                control={form.control}
                name="formId"
                render={({ field }) => (
                  <TextField
                    select
                    label={labels.dialog.form}
                    required
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(errors.formId) || formMissing}
                    helperText={
                      <FieldHelper
                        error={errors.formId?.message ?? (formMissing ? labels.dialog.formMissing(field.value) : undefined)}
                        hint={labels.dialog.formHint}
                      />
                    }
                  >
                    {formChoices.map((choice) => (
                      <MenuItem key={choice.id} value={choice.id}>
                        {choice.name}
                        {choice.enabled ? '' : labels.dialog.formDisabled}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ) : null}
            <Controller
              control={form.control}
              name="placement"
              render={({ field }) => (
                <FormControl error={Boolean(errors.placement)}>
                  <FormLabel id="quick-reply-placement-label">{labels.dialog.placement}</FormLabel>
                  <RadioGroup
                    aria-labelledby="quick-reply-placement-label"
                    name={field.name}
                    value={field.value}
                    onChange={(event) => {
                      if (isPlacement(event.target.value)) field.onChange(event.target.value);
                    }}
                  >
                    {QUICK_REPLY_PLACEMENTS.map((placement) => (
                      <FormControlLabel key={placement} value={placement} control={<Radio />} label={QUICK_REPLY_PLACEMENT_LABELS[placement]} />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <SwitchField
                  label={labels.dialog.enabled}
                  hint={labels.dialog.enabledHint}
                  checked={field.value}
                  onChange={field.onChange}
                  inputRef={field.ref}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
            {labels.dialog.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty && initial !== null}>
            {labels.dialog.save}
          </Button>
        </DialogActions>
      </Box>
      {guard}
    </Dialog>
  );
}
