import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageTrace } from 'shared-contracts';
import { renderWithProviders } from 'shared-ui/testing';
import { installFakeApi, json, type FakeApi } from '../testing/fake-api';
import { ChatUiRoute } from './chat-ui';

const API_ORIGIN = 'http://api.test';
const SCRIPT_URL = `${API_ORIGIN}/api/v1/public/widget/agt_demo/widget.js`;
const A1 = '00000000-0000-4000-8000-0000000000a1';
const A2 = '00000000-0000-4000-8000-0000000000a2';
const ITEM = '00000000-0000-4000-8000-0000000000e1';
const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';

const traces: Record<string, MessageTrace> = {
  [A1]: {
    message_id: A1,
    engine: 'knowledge_qa',
    rule: 'ナレッジのQ&A「営業時間」',
    passages: [{ item_id: ITEM, title: '営業時間', heading: 'よくある質問', text: '平日は10時から18時まで営業しています。', score: 12.345 }],
    emotion: 'joy',
    timing: { total_ms: 1234, retrieval_ms: 8, first_token_ms: null },
    model: null,
  },
  [A2]: {
    message_id: A2,
    engine: 'fallback',
    rule: '固定メッセージ「回答が見つからないとき」',
    passages: [],
    emotion: null,
    timing: { total_ms: 14.62, retrieval_ms: 2.54, first_token_ms: null },
    model: null,
  },
};

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  api = installFakeApi()
    .on('GET', 'embed-snippet', () => json(200, { agent_id: 'agt_demo', script_url: SCRIPT_URL, snippet: `<script src="${SCRIPT_URL}"></script>` }))
    .on('GET', 'emotion-states', () =>
      json(200, {
        emotions: [
          { key: 'neutral', label: '通常', image_media_id: null, trigger_words: [], enabled: true },
          { key: 'joy', label: '喜び', image_media_id: null, trigger_words: [], enabled: true },
        ],
        updated_at: null,
      }),
    )
    .on('GET', 'chat-test/messages/:id/trace', (_request, params) => {
      const trace = params.id ? traces[params.id] : undefined;
      return trace ? json(200, trace) : json(404, { code: 'not_found', message: '見つかりません' });
    });
});

/**
 * What the loader does in the stage: its host element with the chat iframe in an open shadow root.
 * jsdom gives such an iframe no window, so it borrows a plain iframe's window, whose postMessage the
 * test watches; messages "from the widget" come from that window and the API's origin.
 */
function drawWidget(stage: HTMLElement) {
  const host = document.createElement('div');
  host.dataset.avatarChat = 'agt_demo';
  const frame = document.createElement('iframe');
  frame.src = `${API_ORIGIN}/api/v1/public/widget/agt_demo/frame?origin=http%3A%2F%2Flocalhost&preview=1`;
  host.attachShadow({ mode: 'open' }).append(frame);
  stage.append(host);
  const standIn = document.createElement('iframe');
  document.body.append(standIn);
  const win = standIn.contentWindow;
  if (!win) throw new Error('no window');
  Object.defineProperty(frame, 'contentWindow', { value: win });
  const posted = jest.spyOn(win, 'postMessage').mockImplementation(() => undefined);
  const say = (data: Record<string, unknown>, from: { origin?: string; source?: Window } = {}) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: from.origin ?? API_ORIGIN, source: from.source ?? win, data: { source: 'avatar-chat', ...data } }));
    });
  return { posted, say };
}

async function renderScreen() {
  renderWithProviders(<ChatUiRoute />, { path: '/chatui' });
  const stage = await screen.findByTestId('widget-stage');
  return { stage, widget: drawWidget(stage) };
}

describe('/chatui', () => {
  it('embeds the agent’s own loader, in inline mode, inside the console page', async () => {
    const { stage } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'テスト（チャットUI）' })).toBeInTheDocument();
    const script = stage.querySelector('script');
    expect(script?.getAttribute('src')).toBe(SCRIPT_URL);
    expect(script?.dataset.agentId).toBe('agt_demo');
    expect(script?.dataset.container).toBe(`#${stage.id}`);
    expect(screen.getByText('ウィジェットで質問すると、ここに回答の内訳が表示されます。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新しい会話' })).toBeDisabled();
  });

  it('shows how each answer was made: engine, rule, passages, emotion, time and a link to the setting', async () => {
    const { widget } = await renderScreen();
    widget.say({ type: 'conversation', conversation_id: CONVERSATION, answer_ids: [A1] });

    const first = await screen.findByRole('article', { name: '回答 1' });
    expect(await within(first).findByTestId('trace-engine')).toHaveTextContent('ナレッジ（Q&A）');
    expect(within(first).getByText('ナレッジのQ&A「営業時間」')).toBeInTheDocument();
    await waitFor(() => expect(within(first).getByTestId('trace-emotion')).toHaveTextContent('喜び'));
    expect(within(first).getByTestId('trace-timing')).toHaveTextContent('合計 1,234 ms ・ 検索 8 ms');
    const passage = within(first).getByTestId('trace-passage');
    expect(within(passage).getByRole('link', { name: '営業時間' })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${ITEM}`);
    expect(within(passage).getByText('よくある質問')).toBeInTheDocument();
    expect(within(passage).getByText('平日は10時から18時まで営業しています。')).toBeInTheDocument();
    expect(within(passage).getByText('スコア 12.35')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'ナレッジデータストアの設定を開く' })).toHaveAttribute('href', '/chatsettings/knowledgedatastore');
    expect(within(first).getByRole('link', { name: '感情設定を開く' })).toHaveAttribute('href', '/chatsettings/emotionstates');

    widget.say({ type: 'answered', message_id: A2 });
    const second = await screen.findByRole('article', { name: '回答 2' });
    expect(await within(second).findByTestId('trace-engine')).toHaveTextContent('回答が見つからないとき');
    expect(within(second).getByText('ナレッジは使われていません')).toBeInTheDocument();
    expect(within(second).getByTestId('trace-emotion')).toHaveTextContent('なし');
    expect(within(second).getByTestId('trace-timing')).toHaveTextContent('合計 15 ms ・ 検索 2.5 ms');
    expect(within(second).getByRole('link', { name: '固定メッセージの設定を開く' })).toHaveAttribute('href', '/chatsettings/fixedmessage');
    // The newest answer is at the top, marked as such.
    const cards = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(cards).toEqual(['回答 2', '回答 1']);
    expect(within(second).getByText('最新')).toBeInTheDocument();
    expect(within(first).queryByText('最新')).not.toBeInTheDocument();
  });

  it('believes only the stage’s own widget frame, from the API’s origin', async () => {
    const { widget } = await renderScreen();
    widget.say({ type: 'answered', message_id: A1 }, { origin: 'http://evil.test' });
    const other = document.createElement('iframe');
    document.body.append(other);
    if (!other.contentWindow) throw new Error('no window');
    widget.say({ type: 'answered', message_id: A1 }, { source: other.contentWindow });
    widget.say({ type: 'answered', message_id: 42 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.startsWith('chat-test/'))).toHaveLength(0);
  });

  it('asks the widget for a new conversation, and clears the panel when the new one starts', async () => {
    const { widget } = await renderScreen();
    widget.say({ type: 'conversation', conversation_id: CONVERSATION, answer_ids: [A1, A2] });
    expect(await screen.findAllByRole('article')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: '新しい会話' }));
    expect(widget.posted).toHaveBeenCalledWith({ source: 'avatar-chat', type: 'new-conversation' }, API_ORIGIN);

    widget.say({ type: 'conversation', conversation_id: '00000000-0000-4000-8000-0000000000c2', answer_ids: [] });
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(screen.getByText('ウィジェットで質問すると、ここに回答の内訳が表示されます。')).toBeInTheDocument();
  });

  it('says so, with a retry, when the widget cannot be set up', async () => {
    api.on('GET', 'embed-snippet', () => json(500, { code: 'internal_error', message: 'サーバーでエラーが発生しました' }));
    renderWithProviders(<ChatUiRoute />, { path: '/chatui' });
    expect(await screen.findByText('ウィジェットを読み込めませんでした')).toBeInTheDocument();
    api.on('GET', 'embed-snippet', () => json(200, { agent_id: 'agt_demo', script_url: SCRIPT_URL, snippet: '' }));
    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByTestId('widget-stage')).toBeInTheDocument();
  });
});
