import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from 'shared-contracts';
import { renderWithProviders, typeInto } from 'shared-ui/testing';
import { installFakeApi, json, type FakeApi } from '../../testing/fake-api';
import { fakeUploads } from '../../testing/fake-uploads';
import { MediaLibraryScreen } from './components/MediaLibraryScreen';

// MUI menus and dialogs are slow in jsdom; the default 5 s is too tight on a machine that also builds.
jest.setTimeout(20_000);

function item(id: string, name: string, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    name,
    kind: 'image',
    mime: 'image/png',
    size: 24_576,
    width: 640,
    height: 480,
    duration: null,
    tags: [],
    url: `http://api.test/api/v1/public/media/agt_demo/${id}/${encodeURIComponent(name)}`,
    thumbnail_url: `http://api.test/api/v1/public/media/agt_demo/${id}/thumbnail`,
    usage_count: 0,
    used_in: [],
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const LOGO = item('11111111-1111-4111-8111-111111111111', 'ロゴ.png', { tags: ['ブランド'] });
const JOY = item('22222222-2222-4222-8222-222222222222', '喜び.png', {
  usage_count: 2,
  used_in: [
    { place: 'avatar', label: 'アバター設定のアバター画像', path: '/avatarsettings' },
    { place: 'emotion_state', label: '感情設定「喜び」', path: '/avatarsettings/emotionstates' },
  ],
});
const CHIME = item('33333333-3333-4333-8333-333333333333', 'チャイム.wav', {
  kind: 'audio',
  mime: 'audio/wav',
  width: null,
  height: null,
  duration: 2.5,
  thumbnail_url: null,
});

const pageOf = (data: MediaItem[]) => ({ data, total_records: data.length, page: 1, limit: 50 });

/** A file as the browser hands it over (Node's, which jest-fixed-jsdom's FormData takes). */
function file(name: string, type: string, size = 1024): File {
  return new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
}

function setup(items: MediaItem[] = [LOGO, JOY, CHIME]) {
  const api = installFakeApi();
  fakeUploads.install();
  let current = items;
  api.on('GET', 'media', () => json(200, pageOf(current)));
  api.on('GET', 'media/tags', () => json(200, { data: [{ tag: 'ブランド', count: 1 }] }));
  renderWithProviders(<MediaLibraryScreen />, { path: '/chatsettings/medialibrary' });
  return {
    api,
    setItems(next: MediaItem[]) {
      current = next;
    },
  };
}

const listRequests = (api: FakeApi) => api.sent('GET', 'media');

describe('media library screen', () => {
  beforeEach(() => window.localStorage.removeItem('chatsettings.media-library.view'));

  it('shows the files as a grid with where they are used, and the limits of each kind', async () => {
    setup();
    const grid = await screen.findByRole('list', { name: 'メディアの一覧' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getByRole('button', { name: '「喜び.png」を開く' })).toHaveTextContent('2か所で使用中');
    expect(within(grid).getByRole('button', { name: '「ロゴ.png」を開く' })).toHaveTextContent('未使用');
    const limits = screen.getByRole('region', { name: '対応形式とサイズの上限' });
    expect(within(limits).getByText('PNG・JPEG・WebP・GIF')).toBeInTheDocument();
    expect(within(limits).getAllByText('1ファイル10MBまで')).toHaveLength(1);
    expect(within(limits).getByText('1ファイル100MBまで')).toBeInTheDocument();
    expect(within(limits).getAllByText('1ファイル20MBまで')).toHaveLength(2);
    expect(within(limits).getByText(/SVGはスクリプトを含められるため/)).toBeInTheDocument();
  });

  it('switches to a list and remembers the choice', async () => {
    setup();
    await screen.findByRole('list', { name: 'メディアの一覧' });
    await userEvent.click(screen.getByRole('button', { name: 'リスト表示' }));
    const table = screen.getByRole('table', { name: 'メディアの一覧' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[3] as HTMLElement).getByText('0:03')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('640 × 480 px')).toBeInTheDocument();
    expect(window.localStorage.getItem('chatsettings.media-library.view')).toBe('list');
  });

  it('says the library is empty and how to add files', async () => {
    setup([]);
    expect(await screen.findByText('メディアはまだありません')).toBeInTheDocument();
    expect(screen.getByText(/ドラッグ＆ドロップするか/)).toBeInTheDocument();
  });

  it('filters by kind and tag, and searches', async () => {
    const { api } = setup();
    await screen.findByRole('list', { name: 'メディアの一覧' });
    await userEvent.click(screen.getByRole('combobox', { name: '種類' }));
    await userEvent.click(screen.getByRole('option', { name: '音声' }));
    await waitFor(() => expect(listRequests(api).at(-1)?.search).toBe('?page=1&limit=50&sort_by=created_at&sort_order=desc&kind=audio'));
    await userEvent.click(screen.getByRole('combobox', { name: 'タグ' }));
    await userEvent.click(screen.getByRole('option', { name: 'ブランド（1）' }));
    await waitFor(() => expect(listRequests(api).at(-1)?.search).toContain(`tag=${encodeURIComponent('ブランド')}`));
    await typeInto(screen.getByRole('searchbox', { name: '名前・タグで検索' }), '夏', { enter: true });
    await waitFor(() => expect(listRequests(api).at(-1)?.search).toContain(`q=${encodeURIComponent('夏')}`));
  });

  describe('upload', () => {
    it('uploads several dropped files, each with its own progress and answer, and refuses an SVG before sending it', async () => {
      const { api, setItems } = setup([LOGO]);
      const uploaded = item('44444444-4444-4444-8444-444444444444', '店舗.jpg', { mime: 'image/jpeg' });
      api.on('POST', 'media', (request) =>
        String(request.body).includes('filename="fake.png"')
          ? json(415, { code: 'unsupported_media_type', message: 'この形式のファイルはアップロードできません（対応形式: PNG・JPEG・WebP・GIF・MP4・WebM・MP3・WAV・PDF）' })
          : json(201, uploaded),
      );
      await screen.findByRole('list', { name: 'メディアの一覧' });

      fireEvent.drop(screen.getByTestId('media-drop-zone'), {
        dataTransfer: { types: ['Files'], files: [file('店舗.jpg', 'image/jpeg'), file('fake.png', 'image/png'), file('logo.svg', 'image/svg+xml')] },
      });

      const queue = await screen.findByRole('list', { name: 'アップロードするファイル' });
      const row = (name: string) => within(queue).getByText(name).closest('li') as HTMLElement;
      // The SVG never leaves the browser, and says why.
      expect(within(row('logo.svg')).getByRole('alert')).toHaveTextContent('アップロードできませんでした: SVGファイルはアップロードできません（スクリプトを含められるため）');
      await waitFor(() => expect(fakeUploads.pending).toHaveLength(2));
      expect(fakeUploads.pending.map((upload) => upload.file.name)).toEqual(['店舗.jpg', 'fake.png']);

      act(() => fakeUploads.pending[0]?.progress(0.4));
      expect(within(row('店舗.jpg')).getByRole('progressbar', { name: '「店舗.jpg」のアップロードの進み具合' })).toHaveAttribute('aria-valuenow', '40');
      expect(within(row('店舗.jpg')).getByText('40%')).toBeInTheDocument();
      expect(within(row('fake.png')).getByText('0%')).toBeInTheDocument();

      setItems([uploaded, LOGO]);
      const before = listRequests(api).length;
      await act(async () => {
        await fakeUploads.pending[0]?.complete();
      });
      expect(await within(row('店舗.jpg')).findByText('追加しました')).toBeInTheDocument();
      await waitFor(() => expect(listRequests(api).length).toBeGreaterThan(before));
      expect(await screen.findByRole('button', { name: '「店舗.jpg」を開く' })).toBeInTheDocument();

      await act(async () => {
        await fakeUploads.pending[0]?.complete();
      });
      expect(await within(row('fake.png')).findByRole('alert')).toHaveTextContent(
        'アップロードできませんでした: この形式のファイルはアップロードできません（対応形式: PNG・JPEG・WebP・GIF・MP4・WebM・MP3・WAV・PDF）',
      );
      expect(api.sent('POST', 'media')).toHaveLength(2);
      expect(api.sent('POST', 'media')[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    });

    it('refuses an image over 10 MB before sending it, in the API’s words', async () => {
      setup();
      await screen.findByRole('list', { name: 'メディアの一覧' });
      await userEvent.upload(screen.getByTestId('media-file-input'), file('huge.png', 'image/png', 10 * 1024 * 1024 + 1));
      expect(await screen.findByText(/画像ファイルは1つ10MBまでです/)).toBeInTheDocument();
      expect(fakeUploads.sent).toHaveLength(0);
    });

    it('sends two at a time and the next when one is done', async () => {
      const { api } = setup([]);
      api.on('POST', 'media', () => json(201, LOGO));
      await screen.findByText('メディアはまだありません');
      await userEvent.upload(screen.getByTestId('media-file-input'), [file('a.png', 'image/png'), file('b.png', 'image/png'), file('c.png', 'image/png')]);
      await waitFor(() => expect(fakeUploads.pending.map((upload) => upload.file.name)).toEqual(['a.png', 'b.png']));
      expect(screen.getByText('待機中')).toBeInTheDocument();
      await act(async () => {
        await fakeUploads.pending[0]?.complete();
      });
      await waitFor(() => expect(fakeUploads.pending.map((upload) => upload.file.name)).toEqual(['b.png', 'c.png']));
    });
  });

  it('renames in place from the list, refusing an empty name', async () => {
    const { api } = setup();
    api.on('PATCH', 'media/:id', (request) => json(200, { ...LOGO, ...(request.body as object) }));
    await screen.findByRole('list', { name: 'メディアの一覧' });
    await userEvent.click(screen.getByRole('button', { name: 'リスト表示' }));
    await userEvent.click(screen.getByRole('button', { name: '「ロゴ.png」の名前を変更' }));
    const field = screen.getByRole('textbox', { name: '名前' });
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('名前を入力してください')).toBeInTheDocument();
    expect(api.sent('PATCH', `media/${LOGO.id}`)).toHaveLength(0);
    await typeInto(field, '会社ロゴ（横）', { enter: true });
    await waitFor(() => expect(api.sent('PATCH', `media/${LOGO.id}`)).toHaveLength(1));
    expect(api.sent('PATCH', `media/${LOGO.id}`)[0]?.body).toEqual({ name: '会社ロゴ（横）' });
    expect(await screen.findByText('名前を変更しました')).toBeInTheDocument();
  });

  it('opens a preview with a player for sound, and saves tags as chips', async () => {
    const { api } = setup();
    api.on('PATCH', 'media/:id', (request) => json(200, { ...CHIME, ...(request.body as object) }));
    await userEvent.click(await screen.findByRole('button', { name: '「チャイム.wav」を開く' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('「チャイム.wav」の再生')).toHaveAttribute('src', CHIME.url);
    expect(within(dialog).getByText('どの設定にも使われていません')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '公開URL' })).toHaveValue(CHIME.url);
    await typeInto(within(dialog).getByRole('combobox', { name: 'タグ' }), '効果音', { enter: true });
    await waitFor(() => expect(api.sent('PATCH', `media/${CHIME.id}`)[0]?.body).toEqual({ tags: ['効果音'] }));
    expect(await within(dialog).findByRole('button', { name: '効果音' })).toBeInTheDocument();
  });

  describe('delete', () => {
    it('warns where a file is used, links there, and deletes it anyway only when asked', async () => {
      const { api } = setup();
      api.on('DELETE', 'media/:id', () => json(204, null));
      await screen.findByRole('list', { name: 'メディアの一覧' });
      await userEvent.click(screen.getByRole('button', { name: 'リスト表示' }));
      await userEvent.click(screen.getByRole('button', { name: '「喜び.png」を削除' }));
      const dialog = await screen.findByRole('dialog', { name: '「喜び.png」を削除しますか？' });
      expect(within(dialog).getByText('このファイルは2か所の設定で使われています。')).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: '感情設定「喜び」' })).toHaveAttribute('href', '/avatarsettings/emotionstates');
      expect(within(dialog).getByRole('link', { name: 'アバター設定のアバター画像' })).toHaveAttribute('href', '/avatarsettings');
      expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toHaveFocus();
      await userEvent.click(within(dialog).getByRole('button', { name: '使用中のまま削除する' }));
      await waitFor(() => expect(api.sent('DELETE', `media/${JOY.id}`)).toHaveLength(1));
      expect(api.sent('DELETE', `media/${JOY.id}`)[0]?.search).toBe('?force=true');
      expect(await screen.findByText('削除しました')).toBeInTheDocument();
    });

    it('deletes an unused file without force, from its preview', async () => {
      const { api } = setup();
      api.on('DELETE', 'media/:id', () => json(204, null));
      await userEvent.click(await screen.findByRole('button', { name: '「ロゴ.png」を開く' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '削除' }));
      const confirm = await screen.findByRole('dialog', { name: '「ロゴ.png」を削除しますか？' });
      expect(within(confirm).queryByText(/設定で使われています/)).not.toBeInTheDocument();
      await userEvent.click(within(confirm).getByRole('button', { name: '削除する' }));
      await waitFor(() => expect(api.sent('DELETE', `media/${LOGO.id}`)[0]?.search).toBe(''));
    });

    it('tells the API’s refusal when the file came into use meanwhile', async () => {
      const { api } = setup();
      api.on('DELETE', 'media/:id', () =>
        json(409, { code: 'media_in_use', message: 'このファイルは1か所で使われています（感情設定「驚き」）。', used_in: [] }),
      );
      await userEvent.click(await screen.findByRole('button', { name: '「ロゴ.png」を開く' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '削除' }));
      await userEvent.click(within(await screen.findByRole('dialog', { name: '「ロゴ.png」を削除しますか？' })).getByRole('button', { name: '削除する' }));
      expect(await screen.findByText('このファイルは1か所で使われています（感情設定「驚き」）。')).toBeInTheDocument();
    });
  });
});
