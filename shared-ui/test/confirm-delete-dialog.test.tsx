import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDeleteDialog, type ConfirmDeleteLabels } from '../src/list-table/ConfirmDeleteDialog';
import { renderWithTheme } from './render';

const LABELS: ConfirmDeleteLabels = { title: 'フォームを削除しますか？', cancel: 'キャンセル', confirm: '削除する' };
const DESCRIPTION = '「資料請求」をフォームの一覧とチャットから削除します。削除すると元に戻せません。';

function renderDialog(pending = false) {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  renderWithTheme(<ConfirmDeleteDialog labels={LABELS} description={DESCRIPTION} pending={pending} onCancel={onCancel} onConfirm={onConfirm} />);
  return { onCancel, onConfirm };
}

describe('ConfirmDeleteDialog', () => {
  it('is named by its question, described by what is deleted, and focuses キャンセル', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'フォームを削除しますか？' });
    expect(dialog).toHaveAccessibleDescription(DESCRIPTION);
    await waitFor(() => expect(screen.getByRole('button', { name: 'キャンセル' })).toHaveFocus());
  });

  it('deletes only on 削除する', async () => {
    const { onCancel, onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on キャンセル and on Escape', async () => {
    const { onCancel, onConfirm } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be cancelled while the delete is under way', async () => {
    const { onCancel } = renderDialog(true);
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'フォームを削除しますか？' })).toBeInTheDocument();
  });
});
