import type { FormField, WidgetForm } from 'shared-contracts';
import { ApiError } from '../api/api-error';
import { labels } from '../labels';
import { h } from './h';
import { safeLink, textWithLinks } from './safe';

let formCount = 0;

export interface FormViewOptions {
  form: WidgetForm;
  /** Sends the answer; resolves with the thank-you message, rejects with an ApiError. */
  submit(values: Record<string, unknown>): Promise<string>;
}

function control(field: FormField, id: string, describedBy: string): { node: HTMLElement; read(): unknown; focus(): void } {
  const common = { id, name: field.key, 'aria-describedby': describedBy, required: field.required };
  switch (field.type) {
    case 'long_text': {
      const node = h('textarea', { ...common, rows: 3, placeholder: field.placeholder || undefined, maxlength: field.max_length });
      return { node, read: () => node.value, focus: () => node.focus() };
    }
    case 'single_choice':
    case 'multiple_choice': {
      const multiple = field.type === 'multiple_choice';
      const inputs = field.options.map((option, index) =>
        h('input', { type: multiple ? 'checkbox' : 'radio', name: `${id}-${field.key}`, value: option, id: `${id}-${index}` }),
      );
      const node = h(
        'div',
        { role: multiple ? 'group' : 'radiogroup', id, 'aria-describedby': describedBy, 'aria-labelledby': `${id}-label`, class: 'choices' },
        inputs.map((input, index) => h('label', { for: `${id}-${index}` }, [input, ` ${field.options[index] ?? ''}`])),
      );
      return {
        node,
        read: () => (multiple ? inputs.filter((i) => i.checked).map((i) => i.value) : (inputs.find((i) => i.checked)?.value ?? '')),
        focus: () => inputs[0]?.focus(),
      };
    }
    case 'dropdown': {
      const node = h('select', common, [h('option', { value: '' }, [labels.selectPlaceholder]), ...field.options.map((option) => h('option', { value: option }, [option]))]);
      return { node, read: () => node.value, focus: () => node.focus() };
    }
    case 'consent': {
      const box = h('input', { type: 'checkbox', id, name: field.key, 'aria-describedby': describedBy });
      const node = h('div', { class: 'consent' }, [
        h('label', { for: id }, [box, ` ${field.text}`]),
        field.link_url ? h('span', {}, [' ', safeLink(field.link_url, labels.consentLink)]) : null,
      ]);
      return { node, read: () => box.checked, focus: () => box.focus() };
    }
    default: {
      const type = { short_text: 'text', email: 'email', phone: 'tel', number: 'text', date: 'date' }[field.type];
      const node = h('input', {
        ...common,
        type,
        placeholder: field.placeholder || undefined,
        inputmode: field.type === 'number' ? 'decimal' : undefined,
        autocomplete: field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : undefined,
        maxlength: field.type === 'short_text' ? field.max_length : undefined,
        min: field.type === 'date' ? (field.min ?? undefined) : undefined,
        max: field.type === 'date' ? (field.max ?? undefined) : undefined,
      });
      return { node, read: () => node.value, focus: () => node.focus() };
    }
  }
}

/** The server's message for a field: it keys them `values.<key>` (or just `<key>`). */
export function fieldError(fields: Record<string, string>, key: string): string | null {
  return fields[`values.${key}`] ?? fields[key] ?? null;
}

/**
 * A form the agent offered, drawn from its fields. The API judges the answers (buildAnswerSchema) and
 * its Japanese messages are shown under the fields they are about; on success the form gives way to
 * the owner's thank-you message.
 */
export function formView({ form, submit }: FormViewOptions): HTMLElement {
  const id = `f${++formCount}`;
  const rows = form.fields.map((field) => {
    const fieldId = `${id}-${field.key}`;
    const errorId = `${fieldId}-error`;
    const helpId = `${fieldId}-help`;
    const input = control(field, fieldId, `${helpId} ${errorId}`);
    const error = h('p', { id: errorId, class: 'field-error', role: 'alert' });
    const label =
      field.type === 'single_choice' || field.type === 'multiple_choice'
        ? h('span', { id: `${fieldId}-label`, class: 'label' }, [field.label])
        : h('label', { for: fieldId, class: 'label' }, [field.label]);
    label.append(h('span', { class: field.required ? 'req' : 'opt' }, [field.required ? labels.required : labels.optional]));
    const row = h('div', { class: 'field' }, [label, field.help_text ? h('p', { id: helpId, class: 'help' }, [field.help_text]) : null, input.node, error]);
    return { field, input, error, row };
  });
  const status = h('p', { class: 'form-error', role: 'alert' });
  const button = h('button', { type: 'submit', class: 'primary' }, [form.submit_label]);
  const element = h('form', { class: 'form', novalidate: true, 'aria-label': form.title }, [
    h('p', { class: 'form-title' }, [form.title]),
    form.description ? h('p', { class: 'help' }, textWithLinks(form.description)) : null,
    ...rows.map((r) => r.row),
    status,
    button,
  ]);

  element.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const values: Record<string, unknown> = {};
    for (const { field, input } of rows) values[field.key] = input.read();
    for (const { error, input } of rows) {
      error.textContent = '';
      input.node.removeAttribute('aria-invalid');
    }
    status.textContent = '';
    button.disabled = true;
    button.textContent = labels.formSending;
    submit(values)
      .then((thanks) => {
        element.replaceWith(h('div', { class: 'bubble agent thanks', role: 'status' }, textWithLinks(thanks)));
      })
      .catch((caught: unknown) => {
        button.disabled = false;
        button.textContent = form.submit_label;
        const fields = caught instanceof ApiError ? caught.fields : {};
        let first: (typeof rows)[number] | null = null;
        for (const row of rows) {
          const message = fieldError(fields, row.field.key);
          if (!message) continue;
          row.error.textContent = message;
          row.input.node.setAttribute('aria-invalid', 'true');
          first ??= row;
        }
        if (first) first.input.focus();
        else status.textContent = caught instanceof Error ? caught.message : labels.failed;
      });
  });
  return element;
}
