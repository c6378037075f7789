import type { WidgetForm, WidgetMessage } from 'shared-contracts';
import type { Database } from '../../db/database';
import type { MessageForm, MessageRow } from '../../db/schema';
import { repositoriesOf } from '../repositories';

/** The form offered in a message, as the widget draws it: the version the visitor was shown. */
export type FormLookup = ReadonlyMap<string, WidgetForm>;

const formKey = (form: MessageForm) => `${form.id}:${form.version}`;

/** Reads the definitions of the forms these messages offer, in one query. */
export async function loadMessageForms(db: Database, agentId: string, rows: readonly Pick<MessageRow, 'form'>[]): Promise<FormLookup> {
  const wanted = new Map<string, MessageForm>();
  for (const row of rows) if (row.form) wanted.set(formKey(row.form), row.form);
  if (wanted.size === 0) return new Map();
  const versions = await repositoriesOf(db).forms.versionsOf(agentId, [...wanted.values()]);
  return new Map(
    versions.map((v) => [
      `${v.formId}:${v.version}`,
      {
        id: v.formId,
        version: v.version,
        title: v.definition.name,
        description: v.definition.description,
        fields: v.definition.fields,
        submit_label: v.definition.submit_label,
      },
    ]),
  );
}

/** A stored message as the widget shows it: no trace, titles of cited sources only. */
export function toWidgetMessage(row: MessageRow, forms: FormLookup): WidgetMessage {
  const titles = [...new Set(row.sources.filter((s) => s.cited).map((s) => s.title))];
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    emotion: row.emotion,
    quick_replies: row.quickReplies,
    candidates: row.candidates.map((c) => ({ item_id: c.item_id, question: c.question })),
    form: row.form ? (forms.get(formKey(row.form)) ?? null) : null,
    links: row.links,
    images: row.images,
    sources: titles.map((title) => ({ title })),
    feedback: row.feedback,
    rateable: row.role === 'agent' && row.engine !== 'interrupted',
    created_at: row.createdAt.toISOString(),
  };
}
