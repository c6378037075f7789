import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { COPIED_FEEDBACK_MS, CopyField } from '../src/copy-field/CopyField';
import { renderWithTheme } from './render';

const snippet = '<script src="http://localhost:4000/widget.js" data-agent-id="agt_1" async></script>';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('CopyField', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the value read-only and copies it exactly', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderWithTheme(<CopyField label="埋め込みコード" value={snippet} multiline />);

    const field = screen.getByLabelText('埋め込みコード');
    expect(field).toHaveValue(snippet);
    expect(field).toHaveAttribute('readonly');

    fireEvent.click(screen.getByRole('button', { name: 'コピー' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('コピーしました'));
    expect(writeText).toHaveBeenCalledWith(snippet);
  });

  it('says so when the browser refuses, and the confirmation goes away by itself', async () => {
    jest.useFakeTimers();
    stubClipboard(() => Promise.reject(new Error('denied')));
    renderWithTheme(<CopyField label="コールバックURL" value="https://api.example.com/cb" />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'コピー' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('コピーできませんでした');

    act(() => jest.advanceTimersByTime(COPIED_FEEDBACK_MS));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
