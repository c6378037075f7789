import { z } from 'zod';
import { extensibleEnum } from '../common/extensible-enum';
import { idSchema } from '../common/entity';
import { LOGIN_TYPES } from '../chatsettings/visitor-account';

// Who chatted, and the list filter on how they signed in: both histories show and filter visitors.
// Their own module because a module's zod schemas are built when it loads, and フォーム回答履歴
// importing these from conversation-list.ts carried every schema of 会話履歴's list (issue #42).

/** SPEC §9 account filter, plus conversations of visitors who never signed in. */
export const CONVERSATION_ACCOUNT_FILTERS = ['', 'line', 'mail', 'anonymous'] as const;
export type ConversationAccountFilter = (typeof CONVERSATION_ACCOUNT_FILTERS)[number];
export const CONVERSATION_ACCOUNT_FILTER_LABELS: Record<ConversationAccountFilter, string> = {
  '': 'すべてのアカウント',
  line: 'LINEでログイン',
  mail: 'メールでログイン',
  anonymous: '未ログイン',
};

/** Who chatted: the account they signed in with, if any. */
export const conversationVisitorSchema = z.object({
  visitor_id: idSchema,
  account_id: idSchema.nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  login_type: extensibleEnum(LOGIN_TYPES).nullable(),
});
export type ConversationVisitor = z.infer<typeof conversationVisitorSchema>;

export const ANONYMOUS_VISITOR_LABEL = '匿名';

/** The 訪問者 column: the account's name, else its mail, else 匿名. */
export function visitorLabel(visitor: Pick<ConversationVisitor, 'name' | 'email'>): string {
  return visitor.name?.trim() || visitor.email?.trim() || ANONYMOUS_VISITOR_LABEL;
}
