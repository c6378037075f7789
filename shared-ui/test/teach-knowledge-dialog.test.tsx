import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchTestResult } from 'shared-contracts';
import { installFakeApi, json, validationError, type FakeApi } from 'shared-auth/testing';
import { TeachKnowledgeDialog } from '../src/teach-knowledge/TeachKnowledgeDialog';
import { renderWithTheme } from './render';

// MUI dialogs and radios are slow in jsdom; the machine is shared.
jest.setTimeout(30_000);

const MESSAGE_ID = '00000000-0000-4000-8000-00000000a001';
const PARKING_QA = '00000000-0000-4000-8000-00000000b001';
const HOURS_QA = '00000000-0000-4000-8000-00000000b002';
const ACCESS_ARTICLE = '00000000-0000-4000-8000-00000000b003';

function result(item_id: string, item_title: string, item_type: SearchTestResult['item_type'], score: number, text = `${item_title}の本文`): SearchTestResult {
  return { passage_id: `${item_id}-${score}`, item_id, item_title, item_type, heading: item_type === 'qa' ? item_title : '', text, score };
}

function open(api: FakeApi, onTaught = jest.fn(), onClose = jest.fn()) {
  renderWithTheme(<TeachKnowledgeDialog question={'駐車場は\nありますか'} messageId={MESSAGE_ID} onClose={onClose} onTaught={onTaught} />);
  return { api, onTaught, onClose, dialog: screen.getByRole('dialog', { name: 'ナレッジに追加' }) };
}

describe('TeachKnowledgeDialog', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });

  it('writes a new Q&A: the question prefilled on one line, the answer required, then says the agent now answers with it', async () => {
    api.on('POST', 'knowledge-items/teach', () => json(200, { item_id: PARKING_QA, answered: true, answer_preview: '店舗裏に10台分あります。' }));
    const { dialog, onTaught } = open(api);

    expect(within(dialog).getByTestId('teach-visitor-question')).toHaveTextContent('駐車場は ありますか');
    expect(within(dialog).getByRole('radio', { name: '新しいQ&Aを作る' })).toBeChecked();
    const question = within(dialog).getByRole('textbox', { name: '質問' });
    expect(question).toHaveValue('駐車場は ありますか');

    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    expect(await within(dialog).findByText('回答を入力してください')).toBeInTheDocument();
    expect(api.sent('POST', 'knowledge-items/teach')).toHaveLength(0);

    await userEvent.clear(question);
    await userEvent.type(question, '駐車場はありますか');
    await userEvent.click(within(dialog).getByRole('textbox', { name: '回答' }));
    await userEvent.paste('店舗裏に10台分あります。');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));

    expect(await within(dialog).findByText('この質問にはこのQ&Aで回答するようになりました')).toBeInTheDocument();
    expect(within(dialog).getByTestId('teach-answer-preview')).toHaveTextContent('店舗裏に10台分あります。');
    expect(api.sent('POST', 'knowledge-items/teach').map((r) => r.body)).toEqual([
      { mode: 'new_qa', question: '駐車場はありますか', answer: '店舗裏に10台分あります。', message_id: MESSAGE_ID },
    ]);
    expect(onTaught).toHaveBeenCalledWith({ item_id: PARKING_QA, answered: true, answer_preview: '店舗裏に10台分あります。', also_answers: [] });
  });

  it('says before anything is written that a Q&A already answers the question, and adds it there as a phrasing in one click', async () => {
    api.on('POST', 'knowledge-items/teach-check', () => json(200, { duplicate: { item_id: PARKING_QA, title: '駐車場はありますか？', reason: 'answered' } }));
    api.on('POST', 'knowledge-items/teach', () => json(200, { item_id: PARKING_QA, answered: true, answer_preview: '店舗裏に10台分あります。' }));
    const { dialog } = open(api);

    const notice = await within(dialog).findByTestId('teach-duplicate');
    expect(notice).toHaveTextContent('この質問には、いまQ&A「駐車場はありますか？」の回答で答えています。');
    expect(within(notice).getByRole('link', { name: 'Q&A「駐車場はありますか？」を編集' })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${PARKING_QA}`);
    expect(api.sent('POST', 'knowledge-items/teach-check').map((r) => r.body)).toEqual([{ question: '駐車場は ありますか' }]);

    await userEvent.click(within(notice).getByRole('button', { name: '言い換えとして追加' }));
    expect(within(dialog).getByRole('radio', { name: '既存のQ&Aに言い換えとして追加' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /駐車場はありますか？/ })).toBeChecked();
    expect(within(dialog).queryByTestId('teach-duplicate')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    expect(await within(dialog).findByText('この質問にはこのQ&Aで回答するようになりました')).toBeInTheDocument();
    expect(api.sent('POST', 'knowledge-items/teach').map((r) => r.body)).toEqual([
      { mode: 'add_phrasing', question: '駐車場は ありますか', item_id: PARKING_QA, message_id: MESSAGE_ID },
    ]);
  });

  it('offers only editing when a Q&A has the very question, and shows it again when the API refuses a duplicate made meanwhile', async () => {
    let duplicate: unknown = null;
    api.on('POST', 'knowledge-items/teach-check', () => json(200, { duplicate }));
    api.on('POST', 'knowledge-items/teach', () => {
      duplicate = { item_id: HOURS_QA, title: '駐車場はありますか', reason: 'same_question' };
      const message = 'この質問はQ&A「駐車場はありますか」にすでに登録されています。';
      return json(409, { code: 'duplicate', message, fields: { question: message } });
    });
    const { dialog } = open(api);
    await waitFor(() => expect(api.sent('POST', 'knowledge-items/teach-check')).toHaveLength(1));
    expect(within(dialog).queryByTestId('teach-duplicate')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('textbox', { name: '回答' }));
    await userEvent.paste('あります');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));

    const notice = await within(dialog).findByTestId('teach-duplicate');
    expect(notice).toHaveTextContent('この質問はQ&A「駐車場はありますか」にすでに登録されています。');
    expect(within(notice).queryByRole('button', { name: '言い換えとして追加' })).not.toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Q&A「駐車場はありますか」を編集' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '質問' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the other unanswered questions the new Q&A now answers', async () => {
    api.on('POST', 'knowledge-items/teach-check', () => json(200, { duplicate: null }));
    api.on('POST', 'knowledge-items/teach', () =>
      json(200, {
        item_id: PARKING_QA,
        answered: true,
        answer_preview: '店舗裏に10台分あります。',
        also_answers: [
          { text: '車で行っても停められますか', count: 3 },
          { text: '<b>駐車場</b>の台数', count: 1 },
        ],
      }),
    );
    const { dialog } = open(api);
    await userEvent.click(within(dialog).getByRole('textbox', { name: '回答' }));
    await userEvent.paste('店舗裏に10台分あります。');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));

    const also = await within(dialog).findByTestId('teach-also-answers');
    expect(also).toHaveTextContent('このQ&Aで、ほかの未回答の質問にも答えられるようになりました');
    expect(within(also).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['「車で行っても停められますか」（3回）', '「<b>駐車場</b>の台数」（1回）']);
    expect(also.querySelector('b')).toBeNull();
  });

  it("puts the API's field messages under their fields", async () => {
    api.on('POST', 'knowledge-items/teach', () => validationError({ question: '質問は500文字以内で入力してください', answer: '回答に使えない文字が含まれています' }));
    const { dialog } = open(api);

    await userEvent.click(within(dialog).getByRole('textbox', { name: '回答' }));
    await userEvent.paste('あります');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));

    expect(await within(dialog).findByText('質問は500文字以内で入力してください')).toBeInTheDocument();
    expect(within(dialog).getByText('回答に使えない文字が含まれています')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '質問' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('この質問にはこのQ&Aで回答するようになりました')).not.toBeInTheDocument();
  });

  it('adds the question as a phrasing of a Q&A found by the same search, and says so when the agent still does not pick it', async () => {
    api.on('POST', 'knowledge-items/search-test', (request) =>
      json(200, {
        results:
          (request.body as { question: string }).question === '営業時間'
            ? [result(HOURS_QA, '営業時間は？', 'qa', 4.2)]
            : [
                result(PARKING_QA, '駐車場はありますか？', 'qa', 7.5),
                result(ACCESS_ARTICLE, 'アクセス', 'article', 6.1),
                result(PARKING_QA, '駐車場はありますか？', 'qa', 3.2, '別の抜粋'),
                result(HOURS_QA, '営業時間は？', 'qa', 1.1),
              ],
      }),
    );
    api.on('POST', 'knowledge-items/teach', () => json(200, { item_id: PARKING_QA, answered: false, answer_preview: '申し訳ありません、わかりません。' }));
    const { dialog } = open(api);

    await userEvent.click(within(dialog).getByRole('radio', { name: '既存のQ&Aに言い換えとして追加' }));
    const candidates = await within(dialog).findAllByTestId('teach-candidate');
    // Q&As only, each once, best first.
    expect(candidates.map((c) => within(c).getByRole('radio').getAttribute('value'))).toEqual([PARKING_QA, HOURS_QA]);
    expect(api.sent('POST', 'knowledge-items/search-test').map((r) => r.body)).toEqual([{ question: '駐車場は ありますか', top_k: 10 }]);
    expect(within(dialog).queryByRole('textbox', { name: '回答' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    expect(await within(dialog).findByText('言い換えを追加するQ&Aを選んでください')).toBeInTheDocument();
    expect(api.sent('POST', 'knowledge-items/teach')).toHaveLength(0);

    const search = within(dialog).getByRole('searchbox', { name: 'Q&Aを検索' });
    await userEvent.clear(search);
    await userEvent.type(search, '営業時間{Enter}');
    await waitFor(() => expect(within(dialog).getAllByTestId('teach-candidate')).toHaveLength(1));
    expect(api.sent('POST', 'knowledge-items/search-test').at(-1)?.body).toEqual({ question: '営業時間', top_k: 10 });

    await userEvent.click(within(dialog).getByRole('radio', { name: /営業時間は？/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));

    expect(await within(dialog).findByText('Q&Aに追加しましたが、エージェントはこの質問にまだこのQ&Aを選びません')).toBeInTheDocument();
    expect(within(dialog).getByTestId('teach-answer-preview')).toHaveTextContent('申し訳ありません、わかりません。');
    expect(within(dialog).getByRole('link', { name: 'このQ&Aを編集する' })).toHaveAttribute('href', `/chatsettings/knowledgedatastore/edit/${PARKING_QA}`);
    expect(api.sent('POST', 'knowledge-items/teach').map((r) => r.body)).toEqual([
      { mode: 'add_phrasing', question: '駐車場は ありますか', item_id: HOURS_QA, message_id: MESSAGE_ID },
    ]);
  });

  it('says when no Q&A is near the question', async () => {
    api.on('POST', 'knowledge-items/search-test', () => json(200, { results: [result(ACCESS_ARTICLE, 'アクセス', 'article', 2)] }));
    const { dialog } = open(api);
    await userEvent.click(within(dialog).getByRole('radio', { name: '既存のQ&Aに言い換えとして追加' }));
    expect(await within(dialog).findByText(/近いQ&Aは見つかりませんでした/)).toBeInTheDocument();
  });
});
