import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../src/unsaved-changes/useUnsavedChangesGuard';
import { renderOnDataRouter } from './data-router';

function Editor({ initiallyDirty = false }: { initiallyDirty?: boolean }) {
  const [dirty, setDirty] = useState(initiallyDirty);
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <label>
        <input type="checkbox" checked={dirty} onChange={(e) => setDirty(e.target.checked)} />
        編集中
      </label>
      <Link to="/elsewhere">よそへ</Link>
      <Link to="?page=2">次のページ</Link>
      {guard}
    </>
  );
}

const where = () => screen.getByLabelText('現在のパス');

describe('useUnsavedChangesGuard', () => {
  it('lets a clean page go without asking', async () => {
    renderOnDataRouter(<Editor />, { path: '/settings' });
    await userEvent.click(screen.getByRole('link', { name: 'よそへ' }));
    expect(where()).toHaveTextContent('/elsewhere');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    renderOnDataRouter(<Editor initiallyDirty />, { path: '/settings' });
    await userEvent.click(screen.getByRole('link', { name: 'よそへ' }));

    const dialog = await screen.findByRole('dialog', { name: '保存されていない変更があります' });
    expect(dialog).toHaveAccessibleDescription('変更を破棄して移動しますか？');
    expect(screen.getByRole('button', { name: 'このページに留まる' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'このページに留まる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toHaveTextContent('/settings');
    expect(screen.getByRole('checkbox', { name: '編集中' })).toBeChecked();
  });

  it('leaves when the owner chooses to discard', async () => {
    renderOnDataRouter(<Editor initiallyDirty />, { path: '/settings' });
    await userEvent.click(screen.getByRole('link', { name: 'よそへ' }));
    await userEvent.click(await screen.findByRole('button', { name: '破棄して移動' }));
    await waitFor(() => expect(where()).toHaveTextContent('/elsewhere'));
  });

  it('lets the query string change on the same page', async () => {
    const { router } = renderOnDataRouter(<Editor initiallyDirty />, { path: '/settings' });
    await userEvent.click(screen.getByRole('link', { name: '次のページ' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('guards back navigation too', async () => {
    const { router } = renderOnDataRouter(<Editor />, { path: '/settings' });
    await act(() => router.navigate('/settings/next'));
    await userEvent.click(screen.getByRole('checkbox', { name: '編集中' }));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(where()).toHaveTextContent('/settings/next');
  });

  it('asks the browser to confirm closing the tab only while dirty', async () => {
    renderOnDataRouter(<Editor />, { path: '/settings' });
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: '編集中' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('checkbox', { name: '編集中' }));
    const cleanAgain = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanAgain);
    expect(cleanAgain.defaultPrevented).toBe(false);
  });
});
