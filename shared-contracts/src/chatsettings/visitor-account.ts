import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../common/list-query';
import { idSchema, timestampSchema } from '../common/entity';
import { listSearchSchema } from '../common/list-search';
import { extensibleEnumLabel, type UnknownEnumValue } from '../common/extensible-enum';

/**
 * /api/v1/visitor-accounts: the visitors who signed in inside the widget, by mail
 * or with LINE (SPEC §3 "account login type"). GET / lists them, GET /:id is the detail view.
 */

export const LOGIN_TYPES = ['mail', 'line'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** The list filter; '' is all accounts (SPEC §3). */
export const LOGIN_TYPE_FILTERS = ['', 'line', 'mail'] as const;
export type LoginTypeFilter = (typeof LOGIN_TYPE_FILTERS)[number];

/** SPEC §9, in the order SPEC lists them. */
export const LOGIN_TYPE_FILTER_LABELS: Record<LoginTypeFilter, string> = {
  '': 'すべてのアカウント',
  line: 'LINEでログイン',
  mail: 'メールでログイン',
};

/** SPEC §9's second list: the login-type column, '-' when an account has none to show. */
export const LOGIN_TYPE_COLUMN_LABELS: Record<LoginType | '', string> = {
  mail: 'メール',
  line: 'LINE',
  '': '-',
};

/** unknown: a sign-in method newer than the reader (その他). */
export function loginTypeColumnLabel(type: LoginType | UnknownEnumValue | null | undefined): string {
  return extensibleEnumLabel(LOGIN_TYPE_COLUMN_LABELS, type ?? '');
}

export const visitorAccountSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().nullable(),
  login_type: z.enum(LOGIN_TYPES),
  /** The LINE user id (U + 32 hex) for LINE sign-ins, null otherwise. */
  line_user_id: z.string().nullable(),
  created_at: timestampSchema,
  last_login_at: timestampSchema,
});
export type VisitorAccount = z.infer<typeof visitorAccountSchema>;

/** SPEC §3 and §9: the shared list query, the login-type filter and `q` over name and mail. */
export const visitorAccountListQuerySchema = listQuerySchema.extend({
  login_type: z.enum(LOGIN_TYPE_FILTERS, { error: 'ログイン方法の絞り込みが正しくありません' }).default(''),
  q: listSearchSchema,
});
export type VisitorAccountListQuery = z.infer<typeof visitorAccountListQuerySchema>;

export const visitorAccountListResponseSchema = listResponseSchema(visitorAccountSchema);
export type VisitorAccountListResponse = z.infer<typeof visitorAccountListResponseSchema>;
