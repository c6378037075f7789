import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListToolbar, type ListToolbarProps } from '../src/list-toolbar/ListToolbar';
import { SEARCH_DEBOUNCE_MS } from '../src/list-toolbar/useImeSafeSearch';
import { renderWithTheme } from './render';

function renderToolbar(props: Partial<ListToolbarProps<'' | 'line' | 'mail'>> = {}) {
  const handlers = {
    onLimitChange: jest.fn(),
    onSortOrderChange: jest.fn(),
    onSearchChange: jest.fn(),
  };
  const result = renderWithTheme(
    <ListToolbar limit={50} sortOrder="desc" search="" {...handlers} {...props} />,
  );
  return { ...handlers, ...result };
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('ListToolbar', () => {
  it('offers the page sizes and orders of SPEC §9, defaulting to 50 and newest first', async () => {
    renderToolbar();
    expect(screen.getByRole('combobox', { name: '表示件数' })).toHaveTextContent('50件表示');
    expect(screen.getByRole('combobox', { name: '並び順' })).toHaveTextContent('新しい順');

    await userEvent.click(screen.getByRole('combobox', { name: '表示件数' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '50件表示',
      '100件表示',
      '500件表示',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: '並び順' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '新しい順',
      '古い順',
    ]);
  });

  it('reports a new page size and order as typed values', async () => {
    const { onLimitChange, onSortOrderChange } = renderToolbar();
    await choose('表示件数', '500件表示');
    expect(onLimitChange).toHaveBeenCalledWith(500);
    await choose('並び順', '古い順');
    expect(onSortOrderChange).toHaveBeenCalledWith('asc');
  });

  it('shows the optional filter with its options', async () => {
    const onChange = jest.fn();
    renderToolbar({
      filter: {
        label: 'ログイン方法',
        value: '',
        options: [
          { value: '', label: 'すべてのアカウント' },
          { value: 'line', label: 'LINEでログイン' },
          { value: 'mail', label: 'メールでログイン' },
        ],
        onChange,
      },
    });
    expect(screen.getByRole('combobox', { name: 'ログイン方法' })).toHaveTextContent('すべてのアカウント');
    await choose('ログイン方法', 'メールでログイン');
    expect(onChange).toHaveBeenCalledWith('mail');
  });

  it('puts further filters beside the first one, before the order and the buttons', () => {
    renderToolbar({
      filter: { label: '状態', value: '', options: [{ value: '', label: 'すべて' }], onChange: jest.fn() },
      moreFilters: <select aria-label="種類" />,
      actions: <button type="button">インポート</button>,
    });
    const controls = screen.getAllByRole('combobox').map((control) => control.getAttribute('aria-label') ?? control.textContent);
    expect(controls).toEqual(['すべて', '種類', '新しい順', '50件表示']);
    const kind = screen.getByRole('combobox', { name: '種類' });
    expect(kind.compareDocumentPosition(screen.getByRole('button', { name: 'インポート' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('searches once the owner pauses, with the trimmed text', () => {
    jest.useFakeTimers();
    try {
      const { onSearchChange } = renderToolbar();
      const box = screen.getByRole('searchbox', { name: '検索' });
      fireEvent.change(box, { target: { value: 'や' } });
      fireEvent.change(box, { target: { value: ' 山田 ' } });
      expect(onSearchChange).not.toHaveBeenCalled();
      act(() => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      expect(onSearchChange).toHaveBeenCalledTimes(1);
      expect(onSearchChange).toHaveBeenCalledWith('山田');
    } finally {
      jest.useRealTimers();
    }
  });

  it('never searches in the middle of an IME conversion', () => {
    jest.useFakeTimers();
    try {
      const { onSearchChange } = renderToolbar();
      const box = screen.getByRole('searchbox', { name: '検索' });
      fireEvent.compositionStart(box);
      fireEvent.change(box, { target: { value: 'やまだ' } });
      fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
      act(() => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 3);
      });
      expect(onSearchChange).not.toHaveBeenCalled();

      fireEvent.change(box, { target: { value: '山田' } });
      fireEvent.compositionEnd(box);
      act(() => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      expect(onSearchChange).toHaveBeenCalledTimes(1);
      expect(onSearchChange).toHaveBeenCalledWith('山田');
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches at once on a plain Enter, and clears with one click', async () => {
    const { onSearchChange } = renderToolbar();
    const box = screen.getByRole('searchbox', { name: '検索' });
    await userEvent.type(box, 'taro{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith('taro');
    await userEvent.click(screen.getByRole('button', { name: '検索語を消す' }));
    expect(box).toHaveValue('');
    expect(onSearchChange).toHaveBeenLastCalledWith('');
  });

  it('follows a query changed from outside', () => {
    const { rerender } = renderToolbar({ search: 'abc' });
    expect(screen.getByRole('searchbox', { name: '検索' })).toHaveValue('abc');
    rerender(
      <ListToolbar
        limit={50}
        sortOrder="desc"
        search=""
        onLimitChange={jest.fn()}
        onSortOrderChange={jest.fn()}
        onSearchChange={jest.fn()}
      />,
    );
    expect(screen.getByRole('searchbox', { name: '検索' })).toHaveValue('');
  });

  it('shows why a search was refused under the box', () => {
    renderToolbar({ search: 'x', searchError: 'キーワードは500文字以内で入力してください' });
    expect(screen.getByRole('searchbox', { name: '検索' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('キーワードは500文字以内で入力してください')).toBeInTheDocument();
  });
});
