import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articleBodySchema, knowledgeTitleSchema } from 'shared-contracts';
import { renderSection, typeInto } from 'shared-ui/testing';
import ChatSettingsSection from '../section';
import { installFakeApi, json, validationError, type FakeApi } from '../testing/fake-api';
import { fakeUploads } from '../testing/fake-uploads';
import { queryClient } from '../query-client';
import { browserFile, itemId, page, storedQa, summary } from '../features/knowledge/testing/knowledge-fixtures';

// The editor is a long MUI form; jsdom is slow with it, and the machine is shared with other builds.
jest.setTimeout(60_000);

const messageOf = (result: { error?: { issues: readonly { message: string }[] } }) => result.error?.issues[0]?.message ?? '';

describe('knowledge editor', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    fakeUploads.install();
    api.on('GET', 'knowledge-items', () => json(200, page([summary(1)])));
  });
  afterEach(() => {
    queryClient.clear();
  });

  it('registers a Q&A with the body the API expects, then goes to the list and says 保存しました', async () => {
    api.on('POST', 'knowledge-items', (request) => json(201, storedQa(5, request.body as object)));
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'ナレッジデータの登録' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Q&A/ }));
    await typeInto(screen.getByRole('textbox', { name: '質問' }), '営業時間は？');
    await userEvent.click(screen.getByRole('button', { name: '言い換えを追加' }));
    await typeInto(screen.getByRole('textbox', { name: '言い換え1' }), '何時まで開いていますか');
    await userEvent.click(screen.getByRole('button', { name: '言い換えを追加' }));
    await typeInto(screen.getByRole('textbox', { name: '言い換え2' }), '不要');
    await userEvent.click(screen.getByRole('button', { name: '言い換え2を削除' }));
    await typeInto(screen.getByRole('textbox', { name: '回答' }), '10時から18時です。');
    await userEvent.click(screen.getByRole('combobox', { name: '表示する感情' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['指定しない', '通常', '喜び', '怒り', '悲しみ', '驚き']);
    await userEvent.click(screen.getByRole('option', { name: '喜び' }));

    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.sent('POST', 'knowledge-items')).toHaveLength(1));
    expect(api.sent('POST', 'knowledge-items')[0]?.body).toEqual({
      type: 'qa',
      question: '営業時間は？',
      alternatives: ['何時まで開いていますか'],
      answer: '10時から18時です。',
      emotion: 'joy',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/chatsettings\/knowledgedatastore$/));
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
  });

  it('shows the Japanese messages at the fields of an empty article and sends nothing', async () => {
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore/register');
    await screen.findByRole('heading', { level: 1, name: 'ナレッジデータの登録' });

    await typeInto(screen.getByRole('textbox', { name: 'タイトル' }), ' ');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    const titleMessage = messageOf(knowledgeTitleSchema.safeParse(' '));
    const bodyMessage = messageOf(articleBodySchema.safeParse(''));
    expect(titleMessage).toMatch(/タイトル/);
    expect(bodyMessage).toMatch(/本文/);
    expect(await screen.findByText(titleMessage)).toBeInTheDocument();
    expect(screen.getByText(bodyMessage)).toBeInTheDocument();
    expect(api.sent('POST', 'knowledge-items')).toHaveLength(0);
  });

  it('puts the API field messages of a refused Q&A at the fields', async () => {
    api.on('POST', 'knowledge-items', () => validationError({ emotion: '表示する感情を選んでください', 'alternatives.0': '「営業時間」はすでに入力されています' }));
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore/register');
    await screen.findByRole('heading', { level: 1, name: 'ナレッジデータの登録' });
    await userEvent.click(screen.getByRole('button', { name: /^Q&A/ }));
    await typeInto(screen.getByRole('textbox', { name: '質問' }), '営業時間');
    await userEvent.click(screen.getByRole('button', { name: '言い換えを追加' }));
    await typeInto(screen.getByRole('textbox', { name: '言い換え1' }), 'えいぎょうじかん');
    await typeInto(screen.getByRole('textbox', { name: '回答' }), '10時からです。');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('「営業時間」はすでに入力されています')).toBeInTheDocument();
    expect(screen.getByText('表示する感情を選んでください')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/chatsettings/knowledgedatastore/register');
  });

  it('refuses a file of another kind before sending, and shows the API refusal of a disguised one at the field', async () => {
    api.on('POST', 'knowledge-items/upload', () =>
      json(415, { code: 'unsupported_media_type', message: 'ファイルの中身がPDFではありません', fields: { file: 'ファイルの中身がPDFではありません' } }),
    );
    renderSection(ChatSettingsSection, '/chatsettings/knowledgedatastore/register');
    await screen.findByRole('heading', { level: 1, name: 'ナレッジデータの登録' });
    await userEvent.click(screen.getByRole('button', { name: /^ファイル/ }));
    expect(screen.getByText(/対応形式：PDF・Word（.docx）・テキスト（.txt）・Markdown（.md）・CSV（.csv）/)).toBeInTheDocument();
    expect(screen.getByText(/1ファイル20MBまで/)).toBeInTheDocument();

    const input = screen.getByTestId('knowledge-file-input');
    await userEvent.upload(input, browserFile('MZ', 'setup.exe'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('PDF・Word（.docx）・テキスト・Markdown・CSVのファイルを選んでください');
    await userEvent.click(screen.getByRole('button', { name: 'アップロード' }));
    expect(fakeUploads.sent).toHaveLength(0);

    await userEvent.upload(input, browserFile('<html>', 'manual.pdf', 'application/pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'アップロード' }));
    await waitFor(() => expect(fakeUploads.pending).toHaveLength(1));
    act(() => fakeUploads.pending[0]?.progress(0.5));
    expect(await screen.findByText('アップロード中... 50%')).toBeInTheDocument();
    await act(async () => {
      await fakeUploads.pending[0]?.complete();
    });
    await waitFor(() => expect(screen.getAllByText('ファイルの中身がPDFではありません').length).toBeGreaterThan(0));
    expect(screen.getByTestId('location')).toHaveTextContent('/chatsettings/knowledgedatastore/register');
  });

  it('edits a saved Q&A: shows its status and passages, and PUTs the whole Q&A', async () => {
    const id = itemId(5);
    api.on('GET', `knowledge-items/${id}`, () =>
      json(200, storedQa(5, { status: 'ready', progress: null, passage_count: 2, indexed_at: '2026-11-21T05:00:00.000Z', emotion: 'sorrow' })),
    );
    api.on('PUT', `knowledge-items/${id}`, (request) => json(200, storedQa(5, request.body as object)));
    renderSection(ChatSettingsSection, `/chatsettings/knowledgedatastore/edit/${id}`);

    const status = within(await screen.findByRole('region', { name: '状態' }));
    expect(status.getByTestId('knowledge-status')).toHaveTextContent('完了');
    expect(status.getByText('パッセージ 2件')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '表示する感情' })).toHaveTextContent('悲しみ');

    const answer = screen.getByRole('textbox', { name: '回答' });
    await userEvent.clear(answer);
    await typeInto(answer, '10時から19時です。');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.sent('PUT', `knowledge-items/${id}`)).toHaveLength(1));
    expect(api.sent('PUT', `knowledge-items/${id}`)[0]?.body).toEqual({
      type: 'qa',
      question: '営業時間は？',
      alternatives: [],
      answer: '10時から19時です。',
      emotion: 'sorrow',
    });
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
  });
});
