import type { ConversationSummary } from 'shared-contracts';
import type { ConversationSummaryRow } from './conversation-history-repository';

/** A history row as the API answers it. */
export function toConversationSummary(row: ConversationSummaryRow): ConversationSummary {
  return {
    id: row.id,
    created_at: row.startedAt.toISOString(),
    updated_at: row.lastMessageAt.toISOString(),
    visitor: {
      visitor_id: row.visitorId,
      account_id: row.visitorAccountId,
      name: row.accountName,
      email: row.accountEmail,
      login_type: row.loginType,
    },
    first_question: row.firstQuestion,
    message_count: row.messageCount,
    unanswered_count: row.unansweredCount,
    feedback_up_count: row.feedbackUpCount,
    feedback_down_count: row.feedbackDownCount,
    form_submitted: row.formSubmitted,
    has_error: row.hasError,
    origin: row.origin,
    page_url: row.pageUrl,
    preview: row.preview,
    sample: row.sample,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}
