import type { ConversationListResponse, ConversationSummary, ConversationTranscript, TranscriptMessage } from 'shared-contracts';

/** A UUID that reads as its number in a failing test: id(7) is …000000000007. */
export function id(n: number, prefix = '0000'): string {
  return `00000000-${prefix}-4000-8000-${String(n).padStart(12, '0')}`;
}

export function summary(n: number, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: id(n),
    created_at: '2026-11-20T01:05:00.000Z',
    updated_at: '2026-11-20T01:09:00.000Z',
    visitor: { visitor_id: id(n, '1111'), account_id: null, name: null, email: null, login_type: null },
    first_question: `質問${n}`,
    message_count: 4,
    unanswered_count: 0,
    feedback_up_count: 0,
    feedback_down_count: 0,
    form_submitted: false,
    has_error: false,
    origin: 'https://shop.example.jp',
    page_url: 'https://shop.example.jp/access',
    preview: false,
    sample: false,
    reviewed_at: null,
    ...overrides,
  };
}

export function page(rows: ConversationSummary[], overrides: Partial<ConversationListResponse> = {}): ConversationListResponse {
  return { data: rows, total_records: rows.length, total_is_lower_bound: false, page: 1, limit: 50, ...overrides };
}

let messageNumber = 0;

export function message(overrides: Partial<TranscriptMessage> = {}): TranscriptMessage {
  messageNumber += 1;
  const role = overrides.role ?? 'visitor';
  return {
    id: id(messageNumber, '2222'),
    role,
    text: role === 'visitor' ? '質問です' : '回答です',
    created_at: '2026-11-20T01:05:00.000Z',
    emotion: null,
    engine: role === 'agent' ? 'knowledge_qa' : null,
    rule: role === 'agent' ? 'Q&A「営業時間」' : null,
    taught: null,
    sources: [],
    quick_replies: [],
    candidates: [],
    form: null,
    links: [],
    images: [],
    model: null,
    timing: role === 'agent' ? { total_ms: 120, retrieval_ms: 30, first_token_ms: null } : null,
    feedback: null,
    teachable: false,
    ...overrides,
  };
}

export function transcript(n: number, messages: TranscriptMessage[], overrides: Partial<ConversationSummary> = {}): ConversationTranscript {
  return {
    conversation: summary(n, { message_count: messages.length, ...overrides }),
    visitor_first_seen_at: '2026-11-01T00:00:00.000Z',
    messages,
  };
}
