import {
  FORM_DEFAULT_SUBMIT_LABEL,
  FORM_DEFAULT_THANK_YOU_MESSAGE,
  FORM_FIELD_TYPE_LABELS,
  LONG_TEXT_DEFAULT_MAX_LENGTH,
  SHORT_TEXT_DEFAULT_MAX_LENGTH,
  type Form,
  type FormDefinition,
  type FormField,
  type FormFieldType,
} from 'shared-contracts';
import { labels } from '../labels';

/** What the builder edits: a whole definition, every key present, as the API stores it. */
export type BuilderValues = FormDefinition;

export const NEW_FORM: BuilderValues = {
  name: '',
  description: '',
  fields: [],
  thank_you_message: FORM_DEFAULT_THANK_YOU_MESSAGE,
  submit_label: FORM_DEFAULT_SUBMIT_LABEL,
  triggers: { keywords: [], by_agent: false },
  enabled: true,
};

/** The saved form as builder values: the definition without what only the API sets. */
export function builderValuesOf(form: Form): BuilderValues {
  return {
    name: form.name,
    description: form.description,
    fields: form.fields.map((field) => ({ ...field })),
    thank_you_message: form.thank_you_message,
    submit_label: form.submit_label,
    triggers: { keywords: [...form.triggers.keywords], by_agent: form.triggers.by_agent },
    enabled: form.enabled,
  };
}

/** A field of `type` as the palette adds it: labelled after its type, with the type's usual rules. */
export function newField(type: FormFieldType, key: string): FormField {
  const common = { key, label: FORM_FIELD_TYPE_LABELS[type], required: false, help_text: '', placeholder: '' };
  const options = [labels.defaults.option(1), labels.defaults.option(2)];
  switch (type) {
    case 'short_text':
      return { ...common, type, max_length: SHORT_TEXT_DEFAULT_MAX_LENGTH };
    case 'long_text':
      return { ...common, type, max_length: LONG_TEXT_DEFAULT_MAX_LENGTH };
    case 'email':
      return { ...common, type, placeholder: labels.defaults.emailPlaceholder };
    case 'phone':
      return { ...common, type, placeholder: labels.defaults.phonePlaceholder };
    case 'number':
      return { ...common, type, min: null, max: null, integer: false };
    case 'date':
      return { ...common, type, min: null, max: null };
    case 'single_choice':
      return { ...common, type, options };
    case 'multiple_choice':
      return { ...common, type, options, min_selected: null, max_selected: null };
    case 'dropdown':
      return { ...common, type, options };
    case 'consent':
      return { ...common, type, label: labels.defaults.consentLabel, required: true, text: labels.defaults.consentText, link_url: null };
  }
}
