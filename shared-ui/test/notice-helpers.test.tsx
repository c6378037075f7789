import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { deleteOutcome } from '../src/notice/delete-outcome';
import { useSavedOnArrival } from '../src/notice/useSavedOnArrival';

describe('deleteOutcome', () => {
  it('closes the dialog either way, then says it was deleted or why not', () => {
    const order: string[] = [];
    const close = () => order.push('close');
    const notice = { showSuccess: (m: string) => order.push(`success:${m}`), showError: (m: string) => order.push(`error:${m}`) };
    const outcome = deleteOutcome(close, notice, '削除しました');
    outcome.onSuccess();
    outcome.onError(new Error('削除できませんでした'));
    expect(order).toEqual(['close', 'success:削除しました', 'close', 'error:削除できませんでした']);
  });
});

describe('useSavedOnArrival', () => {
  function Probe({ onSaved }: { onSaved(): void }) {
    useSavedOnArrival(onSaved);
    return <p>画面</p>;
  }

  function renderAt(state: unknown, onSaved: () => void) {
    const router = createMemoryRouter([{ path: '*', element: <Probe onSaved={onSaved} /> }], { initialEntries: [{ pathname: '/forms/edit/1', state }] });
    render(<RouterProvider router={router} />);
    return router;
  }

  it('says saved once when sent here after a save, and drops the flag from the entry', async () => {
    const onSaved = jest.fn();
    const router = renderAt({ saved: true }, onSaved);
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/forms/edit/1');
    expect(screen.getByText('画面')).toBeInTheDocument();
  });

  it('says nothing on an ordinary visit', () => {
    const onSaved = jest.fn();
    renderAt({ saved: 'yes' }, onSaved);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
