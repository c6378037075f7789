import {
  WIDGET_API_PATHS,
  firstMatchingRule,
  matchesUrlPattern,
  feedbackRequestSchema,
  sendMessageRequestSchema,
  speechRequestSchema,
  startConversationRequestSchema,
  widgetBootSchema,
  widgetMessageSchema,
  ANSWER_ENGINE_LABELS,
} from '../src';

describe('widget contract', () => {
  it('takes a visitor message as text or as a quick reply, and refuses empty or overlong text in Japanese', () => {
    expect(sendMessageRequestSchema.parse({ text: '  営業時間は？ ' })).toEqual({ text: '営業時間は？' });
    const id = '3f1d2c4b-5a69-4b7c-8d9e-0f1a2b3c4d5e';
    expect(sendMessageRequestSchema.parse({ quick_reply_id: id })).toEqual({ quick_reply_id: id });
    const empty = sendMessageRequestSchema.safeParse({ text: '   ' });
    expect(empty.success).toBe(false);
    expect(JSON.stringify(empty.error?.issues)).toContain('メッセージを入力してください');
    expect(sendMessageRequestSchema.safeParse({ text: 'あ'.repeat(1001) }).success).toBe(false);
    expect(sendMessageRequestSchema.safeParse({ text: 'あ'.repeat(1000) }).success).toBe(true);
  });

  it('takes a chosen candidate question by its item id, and exactly one of text, quick reply and candidate', () => {
    const id = '3f1d2c4b-5a69-4b7c-8d9e-0f1a2b3c4d5e';
    expect(sendMessageRequestSchema.parse({ candidate_item_id: id })).toEqual({ candidate_item_id: id });
    expect(sendMessageRequestSchema.safeParse({ candidate_item_id: 'not-an-id' }).error?.issues[0]?.message).toBe('IDの形式が正しくありません');
    for (const both of [{ text: '営業時間', candidate_item_id: id }, { quick_reply_id: id, candidate_item_id: id }, { text: '営業時間', quick_reply_id: id }, {}]) {
      const refused = sendMessageRequestSchema.safeParse(both);
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe('メッセージを入力してください');
    }
  });

  it('carries the candidate questions of an unsure answer on the message', () => {
    const message = {
      id: '3f1d2c4b-5a69-4b7c-8d9e-0f1a2b3c4d5e',
      role: 'agent',
      text: 'もしかして、こちらのご質問でしょうか？',
      emotion: 'neutral',
      quick_replies: [],
      candidates: [{ item_id: '4f1d2c4b-5a69-4b7c-8d9e-0f1a2b3c4d5e', question: '営業時間は何時から何時までですか？' }],
      form: null,
      links: [],
      images: [],
      sources: [],
      feedback: null,
      rateable: true,
      created_at: '2026-11-21T09:00:00.000Z',
    };
    expect(widgetMessageSchema.parse(message)).toEqual(message);
    expect(widgetMessageSchema.safeParse({ ...message, candidates: [{ item_id: 'x', question: '?' }] }).success).toBe(false);
    expect(ANSWER_ENGINE_LABELS.knowledge_candidates).toBe('ナレッジ（候補を提示）');
  });

  it('takes feedback up, down or null only', () => {
    expect(feedbackRequestSchema.parse({ value: null })).toEqual({ value: null });
    expect(feedbackRequestSchema.parse({ value: 'up' })).toEqual({ value: 'up' });
    const wrong = feedbackRequestSchema.safeParse({ value: 'great' });
    expect(wrong.error?.issues[0]?.message).toBe('評価は up か down、取り消すときは null を送ってください');
  });

  it('needs the page origin to start a conversation', () => {
    expect(startConversationRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('サイトのアドレスがありません');
    expect(startConversationRequestSchema.parse({ origin: 'https://shop.example' })).toEqual({ origin: 'https://shop.example' });
  });

  it('bounds the text to speak', () => {
    expect(speechRequestSchema.safeParse({ text: '' }).error?.issues[0]?.message).toBe('読み上げる文章がありません');
  });

  it('encodes ids into the public paths', () => {
    expect(WIDGET_API_PATHS.conversationMessages('a/b')).toBe('conversations/a%2Fb/messages');
    expect(WIDGET_API_PATHS.formAnswers('f')).toBe('forms/f/answers');
    expect(WIDGET_API_PATHS.refusals).toBe('refusals');
  });

  it('describes the boot config the loader reads', () => {
    const boot = {
      agent_id: 'agent',
      frame_url: 'http://localhost:4000/api/v1/public/widget/agent/frame',
      title: 'AIアシスタント',
      theme_color: '#6d28d9',
      launcher_side: 'right',
      launcher_offset: { x: 24, y: 24 },
      welcome_message: '',
      open_on_load: false,
      show_avatar: true,
      allowed_origins: ['https://shop.example.com', 'http://localhost:3000'],
      page_rules: [{ match: '^https://example\\.com\\.?:(?:/private/[^?]*|/private)\\?', action: 'hide' }],
    };
    expect(widgetBootSchema.parse(boot)).toEqual(boot);
    expect(widgetBootSchema.safeParse({ ...boot, launcher_side: 'top' }).success).toBe(false);
    // null: any site may show the launcher; absent is not a way to say so.
    expect(widgetBootSchema.parse({ ...boot, allowed_origins: null }).allowed_origins).toBeNull();
    const { allowed_origins: _allowed, ...withoutOrigins } = boot;
    expect(widgetBootSchema.safeParse(withoutOrigins).success).toBe(false);
  });
});

describe('page rule matching', () => {
  it('matches * across slashes, compares scheme and host without case, and keeps paths case-sensitive', () => {
    expect(matchesUrlPattern('https://example.com/private/*', 'https://EXAMPLE.com/private/a/b?c=1')).toBe(true);
    expect(matchesUrlPattern('https://example.com/private/*', 'https://example.com/Private/a')).toBe(false);
    expect(matchesUrlPattern('https://example.com/private/*', 'http://example.com/private/a')).toBe(false);
    expect(matchesUrlPattern('https://example.com', 'https://example.com/')).toBe(true);
    expect(matchesUrlPattern('https://example.com', 'https://example.com/about')).toBe(false);
  });

  it('lets *. stand for sub-domains only, never for another site with the name in its path', () => {
    expect(matchesUrlPattern('https://*.example.com/*', 'https://shop.example.com/cart')).toBe(true);
    expect(matchesUrlPattern('https://*.example.com/*', 'https://evil.test/a.example.com/x')).toBe(false);
    expect(matchesUrlPattern('https://*.example.com/*', 'https://example.com.evil.test/x')).toBe(false);
  });

  it('treats regular-expression characters literally and picks the first rule from the top', () => {
    expect(matchesUrlPattern('https://example.com/a+b(c)', 'https://example.com/a+b(c)')).toBe(true);
    expect(matchesUrlPattern('https://example.com/a.b', 'https://example.com/axb')).toBe(false);
    const rules = [
      { pattern: 'https://example.com/faq/*', id: 1 },
      { pattern: 'https://example.com/*', id: 2 },
    ];
    expect(firstMatchingRule(rules, 'https://example.com/faq/1')?.id).toBe(1);
    expect(firstMatchingRule(rules, 'https://example.com/top')?.id).toBe(2);
    expect(firstMatchingRule(rules, 'not a url')).toBeUndefined();
  });
});
