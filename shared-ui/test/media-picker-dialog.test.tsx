import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListResponse, MediaItem, MediaListQuery } from 'shared-contracts';
import { formatBytes } from '../src/media/format-bytes';
import { formatDuration } from '../src/media/format-duration';
import { MediaPickerDialog } from '../src/media/MediaPickerDialog';
import { renderWithTheme } from './render';

function item(id: string, name: string, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    name,
    kind: 'image',
    mime: 'image/png',
    size: 2048,
    width: 10,
    height: 10,
    duration: null,
    tags: [],
    url: `https://api.test/api/v1/public/media/agt_x/${id}/${name}`,
    thumbnail_url: `https://api.test/api/v1/public/media/agt_x/${id}/thumbnail`,
    usage_count: 0,
    used_in: [],
    created_at: '2026-11-21T00:00:00.000Z',
    updated_at: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}

const page = (data: MediaItem[]): ListResponse<MediaItem> => ({ data, total_records: data.length, page: 1, limit: 50 });

function setup(props: Partial<Parameters<typeof MediaPickerDialog>[0]> = {}) {
  const fetchPage = jest.fn<Promise<ListResponse<MediaItem>>, [MediaListQuery]>(async () => page([item('a', '笑顔.png'), item('b', '通常.png')]));
  const onPick = jest.fn();
  const onClose = jest.fn();
  renderWithTheme(<MediaPickerDialog open onClose={onClose} onPick={onPick} fetchPage={fetchPage} {...props} />);
  return { fetchPage: (props.fetchPage as typeof fetchPage | undefined) ?? fetchPage, onPick, onClose };
}

const tile = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('MediaPickerDialog', () => {
  it('lists the kind it is asked for, and picks the selected item', async () => {
    const { fetchPage, onPick } = setup({ kinds: ['image'] });
    expect(await screen.findByRole('button', { name: /笑顔\.png/ })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, limit: 50, sort_by: 'created_at', sort_order: 'desc', q: '', kind: 'image', tag: '' });
    // One kind needs no kind filter.
    expect(screen.queryByLabelText('種類')).not.toBeInTheDocument();
    const pick = screen.getByRole('button', { name: '選択する' });
    expect(pick).toBeDisabled();
    await userEvent.click(tile('笑顔'));
    expect(tile('笑顔')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('「笑顔.png」を選択中')).toBeInTheDocument();
    await userEvent.click(pick);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('picks at once on a double click', async () => {
    const { onPick } = setup();
    await userEvent.dblClick(await screen.findByRole('button', { name: /通常\.png/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }));
  });

  it('selects the current choice when it opens', async () => {
    setup({ selectedId: 'b' });
    await waitFor(() => expect(tile('通常')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: '選択する' })).toBeEnabled();
  });

  it('searches by name and tag, and filters among the allowed kinds', async () => {
    const { fetchPage } = setup({ kinds: ['image', 'video'] });
    await screen.findByRole('button', { name: /笑顔/ });
    await userEvent.click(screen.getByLabelText('名前・タグで検索'));
    await userEvent.paste('夏');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ q: '夏', kind: 'image', page: 1 })));
    await userEvent.click(screen.getByLabelText('種類'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['画像', '動画']);
    await userEvent.click(screen.getByRole('option', { name: '動画' }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'video' })));
  });

  it('uploads from the dialog with progress, then selects the new file', async () => {
    let report: (fraction: number) => void = () => undefined;
    let finish: (value: MediaItem) => void = () => undefined;
    const upload = jest.fn(
      (_file: File, onProgress: (fraction: number) => void) =>
        new Promise<MediaItem>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    const { fetchPage } = setup({ kinds: ['image'], upload });
    await screen.findByRole('button', { name: /笑顔/ });
    const file = new File(['x'], '新しい表情.png', { type: 'image/png' });
    const input = screen.getByTestId('media-picker-file-input');
    expect(input).toHaveAttribute('accept', 'image/png,.png,image/jpeg,.jpg,.jpeg,image/webp,.webp,image/gif,.gif');
    await userEvent.upload(input, file);
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
    expect(screen.getByText('「新しい表情.png」をアップロードしています…')).toBeInTheDocument();
    act(() => report(0.4));
    expect(screen.getByRole('progressbar', { name: '「新しい表情.png」のアップロードの進み具合' })).toHaveAttribute('aria-valuenow', '40');
    const calls = fetchPage.mock.calls.length;
    const uploaded = item('c', '新しい表情.png');
    fetchPage.mockResolvedValue(page([uploaded, item('a', '笑顔.png')]));
    await act(async () => finish(uploaded));
    await waitFor(() => expect(fetchPage.mock.calls.length).toBeGreaterThan(calls));
    await waitFor(() => expect(tile('新しい表情')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('shows why an upload was refused', async () => {
    const upload = jest.fn(async () => {
      throw new Error('SVGファイルはアップロードできません（スクリプトを含められるため）');
    });
    setup({ upload });
    await screen.findByRole('button', { name: /笑顔/ });
    await userEvent.upload(screen.getByTestId('media-picker-file-input'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await screen.findByText('「logo.svg」をアップロードできませんでした: SVGファイルはアップロードできません（スクリプトを含められるため）')).toBeInTheDocument();
  });

  it('says the library is empty, and offers a retry when the list cannot load', async () => {
    const fetchPage = jest.fn<Promise<ListResponse<MediaItem>>, [MediaListQuery]>().mockRejectedValueOnce(new Error('サーバーに接続できません')).mockResolvedValue(page([]));
    setup({ fetchPage });
    expect(await screen.findByText('一覧を読み込めませんでした: サーバーに接続できません')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByText('メディアがまだありません')).toBeInTheDocument();
    expect(screen.getByText('会話設定の「メディアライブラリ」でファイルを追加すると、ここから選べます。')).toBeInTheDocument();
  });

  it('closes on cancel without picking', async () => {
    const { onClose, onPick } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(onClose).toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
  });
});

describe('formatBytes and formatDuration', () => {
  it.each([
    [12, '12 B'],
    [2048, '2 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [123.4 * 1024 * 1024, '123 MB'],
  ])('shows %d bytes as %s', (bytes, shown) => expect(formatBytes(bytes)).toBe(shown));

  it.each([
    [0.4, '0:00'],
    [5, '0:05'],
    [187, '3:07'],
    [3723, '1:02:03'],
  ])('shows %d seconds as %s', (seconds, shown) => expect(formatDuration(seconds)).toBe(shown));
});
