import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, json, type FakeApi } from 'shared-auth/testing';
import type { ConversationTranscript } from 'shared-contracts';
import { formatDateTime } from 'shared-ui';
import { renderSection } from 'shared-ui/testing';
import HistorySection from '../section';
import { queryClient } from '../query-client';
import { id, message, page, summary, transcript } from '../features/conversation-history/testing/conversation-fixtures';

// MUI dialogs and collapses are slow in jsdom; the machine is shared.
jest.setTimeout(40_000);

const FORM_ID = id(1, '4444');
const ANSWER_ID = id(2, '4444');
const REPLY_PARKING = id(1, '5555');
const REPLY_HOURS = id(2, '5555');

const question = message({ role: 'visitor', text: '<b>x</b> 駐車場はありますか', teachable: true });
const answer = message({
  role: 'agent',
  text: '申し訳ありません、わかりません。',
  engine: 'fallback',
  rule: '固定メッセージ「回答が見つからないとき」',
  emotion: 'sorrow',
  feedback: 'down',
  quick_replies: [
    { id: REPLY_PARKING, label: '駐車場' },
    { id: REPLY_HOURS, label: '営業時間' },
  ],
  images: [{ url: 'https://media.example.jp/map.png', alt: '店舗の地図' }],
  links: [
    { url: 'https://shop.example.jp/access', title: 'アクセス' },
    { url: 'javascript:alert(1)', title: '危険なリンク' },
  ],
  sources: [
    { item_id: id(1, '6666'), title: '営業時間', heading: null, text: '10時から19時まで営業しています。', score: 3.14159, cited: true },
    { item_id: null, title: '会社概要', heading: '所在地', text: '東京都…', score: 1.5, cited: false },
  ],
  timing: { total_ms: 842, retrieval_ms: 31, first_token_ms: 402 },
  model: 'openai/gpt-4o-mini',
});
const pressed = message({ role: 'visitor', text: '駐車場' });
const formAnswer = message({
  role: 'agent',
  text: 'こちらのフォームからお問い合わせください。',
  engine: 'form_trigger',
  feedback: 'up',
  form: { id: FORM_ID, version: 2, title: 'お問い合わせ', answer_id: ANSWER_ID },
});

const ONE = id(1);
const TWO = id(2);
const THREE = id(3);

function conversation(n: number): ConversationTranscript {
  return transcript(n, [question, answer, pressed, formAnswer], {
    visitor: { visitor_id: id(n, '1111'), account_id: id(n, '3333'), name: '佐藤 花子', email: 'hanako@example.jp', login_type: 'line' },
    unanswered_count: 1,
    feedback_down_count: 1,
  });
}

function setup(api: FakeApi) {
  api.on('GET', 'conversations/:id', (_request, params) => json(200, conversation(Number(params.id?.slice(-1)))));
  api.on('GET', 'conversations/:id/neighbours', (_request, params) =>
    json(200, {
      [ONE]: { previous_id: null, next_id: TWO },
      [TWO]: { previous_id: ONE, next_id: THREE },
      [THREE]: { previous_id: TWO, next_id: null },
    }[params.id ?? '']),
  );
  api.on('GET', 'knowledge-items/phrasing-proposals', () => json(200, { items: [], total: 0 }));
  api.on('GET', 'emotion-states', () =>
    json(200, { emotions: [{ key: 'sorrow', label: '悲しみ', image_media_id: null, trigger_words: [], enabled: true }], updated_at: null }),
  );
}

const LIST_SEARCH = '?period=7d&unanswered=true&q=%E9%A7%90%E8%BB%8A';

describe('会話履歴: one conversation', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    setup(api);
  });
  afterEach(() => queryClient.clear());

  it('shows the conversation as the visitor saw it, text as text, with the visitor and the conversation facts', async () => {
    renderSection(HistorySection, `/conversationhistory/${TWO}`);

    const messages = await screen.findAllByTestId('transcript-message');
    expect(messages.map((m) => m.getAttribute('data-role'))).toEqual(['visitor', 'agent', 'visitor', 'agent']);
    // Text is never HTML: the tags show as typed, and no <b> element is made.
    const text = within(messages[0] as HTMLElement).getByTestId('message-text');
    expect(text).toHaveTextContent('<b>x</b> 駐車場はありますか');
    expect(text.querySelector('b')).toBeNull();

    const facts = screen.getByTestId('conversation-facts');
    expect(within(facts).getByText('佐藤 花子')).toBeInTheDocument();
    expect(within(facts).getByText('LINE')).toBeInTheDocument();
    expect(within(facts).getByText('hanako@example.jp')).toBeInTheDocument();
    expect(within(facts).getByText(formatDateTime('2026-11-01T00:00:00.000Z'))).toBeInTheDocument();
    expect(within(facts).getByText('https://shop.example.jp')).toBeInTheDocument();
    expect(within(facts).getByText('https://shop.example.jp/access')).toBeInTheDocument();
    expect(within(facts).getByText(formatDateTime('2026-11-20T01:05:00.000Z'))).toBeInTheDocument();
    expect(within(facts).getByText('4件')).toBeInTheDocument();

    const reply = within(messages[1] as HTMLElement);
    expect(reply.getByRole('img', { name: '店舗の地図' })).toHaveAttribute('src', 'https://media.example.jp/map.png');
    expect(reply.getByRole('link', { name: 'アクセス' })).toHaveAttribute('href', 'https://shop.example.jp/access');
    expect(reply.queryByText('危険なリンク')).not.toBeInTheDocument();
    // The visitor pressed 駐車場 (their next message is its label), not 営業時間.
    const chips = reply.getAllByTestId('quick-reply');
    expect(chips.map((chip) => chip.getAttribute('data-pressed'))).toEqual(['true', null]);
    expect(reply.getByLabelText('駐車場（訪問者が押しました）')).toBeInTheDocument();
    expect(await reply.findByText('感情: 悲しみ')).toBeInTheDocument();
    expect(reply.getByTestId('message-feedback')).toHaveTextContent('👎 役に立たなかった');

    const form = within(messages[3] as HTMLElement).getByTestId('offered-form');
    expect(form).toHaveTextContent('フォーム: お問い合わせ');
    expect(within(form).getByText('回答あり')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: '回答を見る' })).toHaveAttribute('href', `/form-history?form=${FORM_ID}&answer=${ANSWER_ID}`);
    expect(within(messages[3] as HTMLElement).getByTestId('message-feedback')).toHaveTextContent('👍 役に立った');

    // Opening a conversation does not mark it 確認済み.
    expect(screen.getByRole('switch', { name: '確認済み' })).not.toBeChecked();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('folds 回答の詳細 of each answer: engine, rule, passages with scores, time and model', async () => {
    renderSection(HistorySection, `/conversationhistory/${TWO}`);
    const messages = await screen.findAllByTestId('transcript-message');
    const reply = within(messages[1] as HTMLElement);

    const toggle = reply.getByRole('button', { name: '回答の詳細' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(reply.queryByRole('region', { name: '回答の詳細' })).not.toBeInTheDocument();
    expect(reply.getByTestId('answer-engine')).toHaveTextContent('回答が見つからないとき');

    await userEvent.click(toggle);
    const details = within(reply.getByRole('region', { name: '回答の詳細' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details.getByText('固定メッセージ「回答が見つからないとき」')).toBeInTheDocument();
    expect(details.getByText('合計 842 ms ・ 検索 31 ms ・ 最初の文字まで 402 ms')).toBeInTheDocument();
    expect(details.getByText('openai/gpt-4o-mini')).toBeInTheDocument();
    expect(details.getByText('ナレッジの抜粋（2件）')).toBeInTheDocument();
    const passages = details.getAllByTestId('answer-passage');
    expect(passages[0]).toHaveTextContent('営業時間');
    expect(passages[0]).toHaveTextContent('スコア 3.14');
    expect(passages[0]).toHaveTextContent('出典として表示');
    expect(passages[1]).toHaveTextContent('スコア 1.50');

    await userEvent.click(toggle);
    await waitFor(() => expect(reply.queryByRole('region', { name: '回答の詳細' })).not.toBeInTheDocument());
    // A visitor message has no details to fold.
    expect(within(messages[0] as HTMLElement).queryByRole('button', { name: '回答の詳細' })).not.toBeInTheDocument();
  });

  it('reads an answer engine and a sign-in method the API added after this section was deployed as その他', async () => {
    const newer = conversation(2);
    const body = JSON.parse(JSON.stringify(newer)) as { messages: { engine: string | null }[]; conversation: { visitor: { login_type: string | null } } };
    (body.messages[1] as { engine: string }).engine = 'a_newer_engine';
    body.conversation.visitor.login_type = 'a_newer_sign_in';
    api.on('GET', 'conversations/:id', () => json(200, body));
    renderSection(HistorySection, `/conversationhistory/${TWO}`);
    const messages = await screen.findAllByTestId('transcript-message');
    expect(within(messages[1] as HTMLElement).getByTestId('answer-engine')).toHaveTextContent('その他');
    expect(messages[1]).toHaveTextContent('申し訳ありません、わかりません。');
    expect(screen.getByTestId('conversation-facts')).toHaveTextContent('ログイン種別その他');
  });

  it('steps through the list it came from with the buttons and the keys, asking for neighbours with its filters', async () => {
    const { router } = renderSection(HistorySection, `/conversationhistory/${TWO}${LIST_SEARCH}`);
    await screen.findAllByTestId('transcript-message');

    await waitFor(() => expect(screen.getByRole('link', { name: '次の会話' })).toHaveAttribute('href', `/conversationhistory/${THREE}${LIST_SEARCH}`));
    expect(Object.fromEntries(new URLSearchParams(api.sent('GET', `conversations/${TWO}/neighbours`)[0]?.search))).toEqual({
      page: '1',
      limit: '50',
      sort_by: 'created_at',
      sort_order: 'desc',
      period: '7d',
      unanswered: 'true',
      q: '駐車',
    });
    expect(screen.getByRole('link', { name: '一覧に戻る' })).toHaveAttribute('href', `/conversationhistory${LIST_SEARCH}`);
    expect(screen.getByTestId('keyboard-hint')).toHaveTextContent('← または K で前の会話、→ または J で次の会話');

    await userEvent.click(screen.getByRole('link', { name: '次の会話' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/conversationhistory/${THREE}`));
    expect(router.state.location.search).toBe(LIST_SEARCH);
    await waitFor(() => expect(screen.getByRole('button', { name: '次の会話' })).toBeDisabled());

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/conversationhistory/${TWO}`));
    await screen.findAllByTestId('transcript-message');
    await waitFor(() => expect(screen.getByRole('link', { name: '前の会話' })).toHaveAttribute('href', `/conversationhistory/${ONE}${LIST_SEARCH}`));
    await userEvent.keyboard('k');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/conversationhistory/${ONE}`));
    await waitFor(() => expect(screen.getByRole('link', { name: '次の会話' })).toHaveAttribute('href', `/conversationhistory/${TWO}${LIST_SEARCH}`));
    await userEvent.keyboard('j');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/conversationhistory/${TWO}`));
    await waitFor(() => expect(screen.getByRole('link', { name: '次の会話' })).toHaveAttribute('href', `/conversationhistory/${THREE}${LIST_SEARCH}`));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/conversationhistory/${THREE}`));
    expect(router.state.location.search).toBe(LIST_SEARCH);
  });

  it('leaves the keys to a text field that has the focus', async () => {
    const { router } = renderSection(HistorySection, `/conversationhistory/${TWO}`);
    const messages = await screen.findAllByTestId('transcript-message');
    await waitFor(() => expect(screen.getByRole('link', { name: '次の会話' })).toBeInTheDocument());

    await userEvent.click(within(messages[0] as HTMLElement).getByRole('button', { name: 'ナレッジに追加' }));
    const answerField = within(await screen.findByRole('dialog', { name: 'ナレッジに追加' })).getByRole('textbox', { name: '回答' });
    await userEvent.type(answerField, 'jk');
    expect(answerField).toHaveValue('jk');
    expect(router.state.location.pathname).toBe(`/conversationhistory/${TWO}`);
  });

  it('marks 確認済み only when told, with PATCH {reviewed}, and puts the switch back when refused', async () => {
    let reviewedAt: string | null = null;
    api.on('GET', 'conversations/:id', () => json(200, { ...conversation(2), conversation: { ...conversation(2).conversation, reviewed_at: reviewedAt } }));
    api.on('PATCH', 'conversations/:id', (request) => {
      const { reviewed } = request.body as { reviewed: boolean };
      if (!reviewed) return json(409, { code: 'conflict', message: 'もう一度お試しください' });
      reviewedAt = '2026-11-21T00:00:00.000Z';
      return json(204, null);
    });
    renderSection(HistorySection, `/conversationhistory/${TWO}`);
    await screen.findAllByTestId('transcript-message');

    const reviewed = screen.getByRole('switch', { name: '確認済み' });
    expect(reviewed).not.toBeChecked();
    await userEvent.click(reviewed);

    await waitFor(() => expect(api.sent('PATCH', `conversations/${TWO}`).map((r) => r.body)).toEqual([{ reviewed: true }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: '確認済み' })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('switch', { name: '確認済み' })).toBeEnabled());

    await userEvent.click(screen.getByRole('switch', { name: '確認済み' }));
    expect(await screen.findByText('確認状態を変更できませんでした: もう一度お試しください')).toBeInTheDocument();
    expect(api.sent('PATCH', `conversations/${TWO}`).at(-1)?.body).toEqual({ reviewed: false });
    await waitFor(() => expect(screen.getByRole('switch', { name: '確認済み' })).toBeChecked());
  });

  it('says a conversation that is not there (another owner’s, or deleted) is not found', async () => {
    api.on('GET', 'conversations/:id', () => json(404, { code: 'not_found', message: '会話が見つかりません' }));
    renderSection(HistorySection, `/conversationhistory/${ONE}${LIST_SEARCH}`);

    expect(await screen.findByText('この会話は見つかりません')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '一覧に戻る' }).at(-1)).toHaveAttribute('href', `/conversationhistory${LIST_SEARCH}`);
  });

  it('says a malformed id is no conversation', async () => {
    api.on('GET', 'conversations/:id', () => json(400, { code: 'validation_error', message: '入力内容を確認してください', fields: { id: 'IDの形式が正しくありません' } }));
    renderSection(HistorySection, '/conversationhistory/7');

    expect(await screen.findByText('この会話は見つかりません')).toBeInTheDocument();
  });

  it('teaches an unanswered question from its message with 「ナレッジに追加」', async () => {
    api.on('POST', 'knowledge-items/teach', () => json(200, { item_id: id(1, '6666'), answered: true, answer_preview: '店舗裏に10台分あります。' }));
    renderSection(HistorySection, `/conversationhistory/${TWO}`);
    const messages = await screen.findAllByTestId('transcript-message');
    // Only the question that got the fallback or a 👎 can be taught.
    expect(screen.getAllByRole('button', { name: 'ナレッジに追加' })).toHaveLength(1);

    await userEvent.click(within(messages[0] as HTMLElement).getByRole('button', { name: 'ナレッジに追加' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'ナレッジに追加' }));
    expect(dialog.getByRole('textbox', { name: '質問' })).toHaveValue('<b>x</b> 駐車場はありますか');
    await userEvent.click(dialog.getByRole('textbox', { name: '回答' }));
    await userEvent.paste('店舗裏に10台分あります。');
    await userEvent.click(dialog.getByRole('button', { name: '追加する' }));

    expect(await dialog.findByText('この質問にはこのQ&Aで回答するようになりました')).toBeInTheDocument();
    expect(api.sent('POST', 'knowledge-items/teach')[0]?.body).toMatchObject({ mode: 'new_qa', message_id: question.id });
    // The conversation is read again, so it shows what was taught.
    await waitFor(() => expect(api.sent('GET', `conversations/${TWO}`).length).toBeGreaterThan(1));
  });

  it('deletes the conversation after saying what will be lost, and goes back to the list with its filters', async () => {
    api.on('DELETE', 'conversations/:id', () => json(204, null));
    api.on('GET', 'conversations', () => json(200, page([summary(1)])));
    const { router } = renderSection(HistorySection, `/conversationhistory/${TWO}${LIST_SEARCH}`);
    await screen.findAllByTestId('transcript-message');

    await userEvent.click(screen.getByRole('button', { name: 'この会話を削除' }));
    const dialog = screen.getByRole('dialog', { name: 'この会話を削除しますか？' });
    expect(dialog).toHaveAccessibleDescription('この会話と、そのすべてのメッセージが削除されます。削除した会話は元に戻せません。');
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/conversationhistory'));
    expect(router.state.location.search).toBe(LIST_SEARCH);
    expect(api.sent('DELETE', `conversations/${TWO}`)).toHaveLength(1);
    // The router commits the move in a transition: the list follows a moment later.
    expect(await screen.findByRole('heading', { level: 1, name: '会話履歴' })).toBeInTheDocument();
    expect(await screen.findByText('会話を削除しました')).toBeInTheDocument();
  });

  it('erases everything of the visitor after saying so, and shows what was deleted', async () => {
    api.on('DELETE', 'conversations/:id/visitor', () => json(200, { deleted_conversations: 3, deleted_form_answers: 1, deleted_account: true }));
    api.on('GET', 'conversations', () => json(200, page([summary(1)])));
    const { router } = renderSection(HistorySection, `/conversationhistory/${TWO}`);
    await screen.findAllByTestId('transcript-message');

    await userEvent.click(screen.getByRole('button', { name: 'この訪問者のデータをすべて削除' }));
    const dialog = screen.getByRole('dialog', { name: 'この訪問者のデータをすべて削除しますか？' });
    expect(dialog).toHaveAccessibleDescription(
      'この訪問者のすべての会話、フォームの回答、ログインしていればそのアカウントが削除されます。削除したデータは元に戻せません。',
    );
    // Cancelling deletes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('DELETE', `conversations/${TWO}/visitor`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'この訪問者のデータをすべて削除' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'すべて削除する' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/conversationhistory'));
    expect(await screen.findByText('訪問者のデータを削除しました（会話 3件・フォームの回答 1件・アカウント）')).toBeInTheDocument();
    expect(api.sent('DELETE', `conversations/${TWO}/visitor`)).toHaveLength(1);
  });
});

describe('会話履歴: the visitor’s words proposed beside their conversation', () => {
  let api: FakeApi;
  const PROPOSAL = id(1, '7777');
  const QA = id(1, '6666');
  let open = true;
  beforeEach(() => {
    open = true;
    api = installFakeApi();
    setup(api);
    api.on('GET', 'knowledge-items/phrasing-proposals', () =>
      json(200, {
        items: open
          ? [
              {
                id: PROPOSAL,
                item_id: QA,
                item_question: '駐車場はありますか？',
                text: '<i>車</i> とめられる？',
                press_count: 2,
                visitor_count: 2,
                pressed_at: '2026-11-20T01:04:00.000Z',
                conversation_id: TWO,
                message_id: id(9, '8888'),
              },
            ]
          : [],
        total: open ? 1 : 0,
      }),
    );
    api.on('POST', 'knowledge-items/phrasing-proposals/:id/confirm', () => {
      open = false;
      return json(200, { item_id: QA, answered: true, answer_preview: '3台分あります。' });
    });
  });
  afterEach(() => queryClient.clear());

  it('asks for this conversation’s proposals, shows the words as text with the chosen Q&A, and adds them to its 言い換え', async () => {
    renderSection(HistorySection, `/conversationhistory/${TWO}`);
    const panel = await screen.findByRole('region', { name: '訪問者の言い回しの提案' });
    expect(api.sent('GET', 'knowledge-items/phrasing-proposals').map((r) => new URLSearchParams(r.search).get('conversation_id'))).toContain(TWO);
    const proposal = within(panel).getByRole('listitem', { name: '<i>車</i> とめられる？' });
    expect(proposal.querySelector('i')).toBeNull();
    expect(within(proposal).getByRole('link', { name: '駐車場はありますか？' })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${QA}`);
    expect(proposal).toHaveTextContent('2回選ばれました');
    // The evidence: two visitors chose it, so adding it is offered as the thing to do; no link to the conversation already open.
    expect(within(proposal).getByText('2人が選択')).toBeInTheDocument();
    expect(within(proposal).getByRole('button', { name: '言い換えに追加' })).toHaveClass('MuiButton-contained');
    expect(within(proposal).queryByRole('link', { name: '会話を見る' })).not.toBeInTheDocument();

    await userEvent.click(within(proposal).getByRole('button', { name: '言い換えに追加' }));
    expect(await screen.findByText('「駐車場はありますか？」の言い換えに追加しました。')).toBeInTheDocument();
    expect(api.sent('POST', `knowledge-items/phrasing-proposals/${PROPOSAL}/confirm`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: '訪問者の言い回しの提案' })).not.toBeInTheDocument());
  });

  it('shows nothing beside a conversation without open proposals', async () => {
    open = false;
    renderSection(HistorySection, `/conversationhistory/${TWO}`);
    await screen.findAllByTestId('transcript-message');
    await waitFor(() => expect(api.sent('GET', 'knowledge-items/phrasing-proposals')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: '訪問者の言い回しの提案' })).not.toBeInTheDocument();
  });
});

describe('会話履歴: an unsure answer', () => {
  let api: FakeApi;
  const CANOE = id(1, '9999');
  const YACHT = id(2, '9999');
  beforeEach(() => {
    api = installFakeApi();
    setup(api);
    const unsure = message({
      role: 'agent',
      text: 'もしかして、こちらのご質問でしょうか？',
      engine: 'knowledge_candidates',
      candidates: [
        { item_id: CANOE, question: 'カヌー教室はありますか？' },
        { item_id: YACHT, question: 'ヨット教室はありますか？' },
      ],
    });
    api.on('GET', 'conversations/:id', () =>
      json(200, transcript(1, [message({ role: 'visitor', text: 'カヌーとヨットの体験' }), unsure, message({ role: 'visitor', text: 'カヌー教室はありますか？' })])),
    );
  });
  afterEach(() => queryClient.clear());

  it('shows the questions it offered as the visitor saw them, the one they pressed marked', async () => {
    renderSection(HistorySection, `/conversationhistory/${ONE}`);
    const offered = await screen.findByRole('list', { name: 'ご質問の候補' });
    const chips = within(offered).getAllByTestId('offered-candidate');
    expect(chips.map((chip) => chip.textContent)).toEqual(['カヌー教室はありますか？', 'ヨット教室はありますか？']);
    expect(chips.map((chip) => chip.getAttribute('data-pressed'))).toEqual(['true', null]);
    expect(within(offered).getByLabelText('カヌー教室はありますか？（訪問者が押しました）')).toBeInTheDocument();
  });
});
