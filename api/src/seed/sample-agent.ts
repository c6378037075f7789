import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  BASIC_AGENT_SETTINGS_DEFAULTS,
  type BasicAgentSettingsRequest,
  EMOTION_STATES_DEFAULTS,
  type EmotionStatesRequest,
  FIXED_MESSAGES_DEFAULTS,
  type FixedMessagesRequest,
  type FormRequest,
  type KnowledgeItemCreateRequest,
  LINE_LOGIN_SETTINGS_DEFAULTS,
  type LineLoginSettingsRequest,
  type LoginResponse,
  type QuickReplyCreateRequest,
} from 'shared-contracts';

export interface SampleAgentCredentials {
  email: string;
  password: string;
}

const GREETING = 'こんにちは、{agent_name}です。営業時間・送料・返品など、お気軽にご質問ください。';
/** What the avatar says as the chat opens: its own words, not a second copy of the first chat message. */
const AVATAR_GREETING = 'いらっしゃいませ！{agent_name}です。気になることがあれば、話しかけてくださいね。';

const KNOWLEDGE: KnowledgeItemCreateRequest[] = [
  {
    type: 'qa',
    question: '営業時間を教えてください',
    alternatives: ['何時まで営業していますか', '定休日はいつですか'],
    answer: '営業時間は平日10時から18時までです。土日祝日はお休みをいただいております。',
    emotion: null,
  },
  {
    type: 'qa',
    question: '送料はいくらですか',
    alternatives: ['配送料について知りたい', '送料無料になる条件は？'],
    answer: '送料は全国一律500円です。5,000円以上のご注文で送料無料になります。',
    emotion: 'joy',
  },
  {
    type: 'qa',
    question: '返品はできますか',
    alternatives: ['返品の方法を教えてください', '交換はできますか'],
    answer: '商品到着から30日以内で未使用のものに限り、返品・交換を承ります。マイページの「注文履歴」からお手続きください。',
    emotion: null,
  },
  {
    type: 'qa',
    question: '支払い方法は何がありますか',
    alternatives: ['クレジットカードは使えますか', '後払いはできますか'],
    answer: 'クレジットカード、コンビニ払い、銀行振込、後払いをご利用いただけます。',
    emotion: null,
  },
  {
    type: 'article',
    title: 'はじめてのお買い物ガイド',
    body: [
      '## 会員登録',
      '会員登録をすると、注文履歴の確認やポイントのご利用ができます。登録は無料で、メールアドレスだけで完了します。',
      '## ポイント',
      'お買い上げ金額100円ごとに1ポイントが貯まります。1ポイントは1円として次回のお買い物に使えます。ポイントの有効期限は最後のご利用から1年です。',
      '## お届け',
      'ご注文から3営業日以内に発送します。お届け日時の指定はご注文画面で選べます。',
    ].join('\n'),
  },
];

const CONTACT_FORM: FormRequest = {
  name: 'お問い合わせ',
  description: '内容を確認のうえ、担当者よりメールでご連絡します。',
  fields: [
    { key: 'name', label: 'お名前', type: 'short_text', required: true, max_length: 50, placeholder: '山田 太郎' },
    { key: 'email', label: 'メールアドレス', type: 'email', required: true },
    { key: 'body', label: 'お問い合わせ内容', type: 'long_text', required: true, max_length: 1000 },
  ],
  thank_you_message: 'お問い合わせありがとうございました。2営業日以内にご連絡いたします。',
  submit_label: '送信する',
  triggers: { keywords: ['問い合わせ', '相談したい', '担当者'], by_agent: true },
  enabled: true,
};

const EMOTIONS: EmotionStatesRequest = {
  emotions: EMOTION_STATES_DEFAULTS.emotions.map((emotion) =>
    emotion.key === 'joy' ? { ...emotion, trigger_words: [...emotion.trigger_words, '無料', 'おすすめ'] } : emotion,
  ),
};

/**
 * The demo owner's small sample agent, so that a fresh start answers at once in /chatui: Q&A and an
 * article (indexed in the background like any item), quick replies, a contact form opened by
 * keywords or a button, emotion states with trigger words, a greeting, and mail sign-in offered (not
 * required: on a local start the codes go to the API log, so signing in works at once). Made through the
 * owner API itself, as the console would, so it is ordinary data the owner can edit or delete.
 * Called only when the demo owner was just created.
 */
export async function seedSampleAgent(app: FastifyInstance, credentials: SampleAgentCredentials): Promise<void> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: credentials });
  if (login.statusCode !== 200) throw new Error(`the demo owner could not sign in to seed its sample agent: ${login.statusCode}`);
  const { access_token: token } = login.json<LoginResponse>();

  const call = async (method: InjectOptions['method'], path: string, payload: object): Promise<{ id?: string }> => {
    const response = await app.inject({ method, url: `/api/v1/${path}`, payload, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode >= 300) throw new Error(`seeding the sample agent: ${method} ${path} answered ${response.statusCode} ${response.body}`);
    return response.json<{ id?: string }>();
  };

  const basic: BasicAgentSettingsRequest = { ...BASIC_AGENT_SETTINGS_DEFAULTS, description: 'オンラインショップの案内役', greeting: AVATAR_GREETING };
  await call('PUT', 'basic-agent-settings', basic);
  const fixed: FixedMessagesRequest = { ...FIXED_MESSAGES_DEFAULTS, messages: { ...FIXED_MESSAGES_DEFAULTS.messages, greeting: GREETING } };
  await call('PUT', 'fixed-messages', fixed);
  await call('PUT', 'emotion-states', EMOTIONS);
  for (const item of KNOWLEDGE) await call('POST', 'knowledge-items', item);
  const form = await call('POST', 'forms', CONTACT_FORM);
  const quickReplies: QuickReplyCreateRequest[] = [
    { label: '営業時間', action: { type: 'send_text', text: '営業時間を教えてください' }, placement: 'both' },
    { label: '送料について', action: { type: 'send_text', text: '送料はいくらですか' }, placement: 'both' },
    { label: '返品・交換', action: { type: 'send_text', text: '返品はできますか' }, placement: 'both' },
    ...(form.id ? [{ label: 'お問い合わせ', action: { type: 'open_form', form_id: form.id }, placement: 'both' } satisfies QuickReplyCreateRequest] : []),
  ];
  for (const quickReply of quickReplies) await call('POST', 'quick-replies', quickReply);
  const signIn: LineLoginSettingsRequest = { ...LINE_LOGIN_SETTINGS_DEFAULTS, mail_enabled: true, sign_in_requirement: 'never' };
  await call('PUT', 'line-login-settings', signIn);
}
