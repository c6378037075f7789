import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotice } from '../src/notice/useNotice';
import { SaveSuccessNotice } from '../src/notice/SaveSuccessNotice';
import { renderWithTheme } from './render';

function Screen() {
  const notice = useNotice();
  return (
    <>
      <button type="button" onClick={notice.showSaved}>
        保存する
      </button>
      <button type="button" onClick={() => notice.showError('サーバーに接続できません。')}>
        失敗する
      </button>
      {notice.element}
    </>
  );
}

describe('useNotice', () => {
  it('says 保存しました after a save, politely, and fades on its own', async () => {
    jest.useFakeTimers();
    try {
      renderWithTheme(<Screen />);
      act(() => screen.getByRole('button', { name: '保存する' }).click());
      expect(screen.getByRole('status')).toHaveTextContent('保存しました');
      act(() => {
        jest.advanceTimersByTime(5000);
      });
      await act(async () => {
        jest.runOnlyPendingTimers();
      });
      expect(screen.queryByText('保存しました')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows an error as an alert that stays until closed', async () => {
    renderWithTheme(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: '失敗する' }));
    expect(screen.getByRole('alert')).toHaveTextContent('サーバーに接続できません。');
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('SaveSuccessNotice', () => {
  it('renders 保存しました while open', async () => {
    const { rerender } = renderWithTheme(<SaveSuccessNotice open onClose={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('保存しました');
    rerender(<SaveSuccessNotice open={false} onClose={jest.fn()} />);
    await waitFor(() => expect(screen.queryByText('保存しました')).not.toBeInTheDocument());
  });
});
