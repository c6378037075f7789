import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginRequest } from 'shared-contracts';
import { LoginForm } from '../src/login-form/LoginForm';
import { renderWithTheme } from './render';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('LoginForm', () => {
  it('labels its fields and button in Japanese', () => {
    renderWithTheme(<LoginForm onSubmit={jest.fn()} />);
    expect(screen.getByLabelText('メールアドレス')).toBeInTheDocument();
    expect(screen.getByLabelText('パスワード')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeEnabled();
  });

  it('shows Japanese field errors at the fields and does not submit', async () => {
    const onSubmit = jest.fn<Promise<void>, [LoginRequest]>();
    renderWithTheme(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveAccessibleDescription('メールアドレスを入力してください');
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a malformed mail address in Japanese', async () => {
    renderWithTheme(<LoginForm onSubmit={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'not-a-mail');
    await userEvent.type(screen.getByLabelText('パスワード'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();
  });

  it('submits the trimmed values and disables the button while pending', async () => {
    const pending = deferred();
    const onSubmit = jest.fn<Promise<void>, [LoginRequest]>(() => pending.promise);
    renderWithTheme(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('メールアドレス'), '  demo@example.com ');
    await userEvent.type(screen.getByLabelText('パスワード'), 'demo-password');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'demo@example.com', password: 'demo-password' });
    expect(screen.getByRole('button', { name: /ログイン/ })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    pending.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'ログイン' })).toBeEnabled());
  });

  it('shows the failure message above the form and stays usable', async () => {
    const onSubmit = jest.fn<Promise<void>, [LoginRequest]>(() => Promise.reject(new Error('x')));
    const { rerender } = renderWithTheme(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'demo@example.com');
    await userEvent.type(screen.getByLabelText('パスワード'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ログイン' })).toBeEnabled());

    rerender(<LoginForm onSubmit={onSubmit} error="メールアドレスまたはパスワードが正しくありません" />);
    // The Alert is loaded at the first failure (LoginForm keeps it off the first download).
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('メールアドレスまたはパスワードが正しくありません');
    const form = alert.closest('form');
    expect(form).not.toBeNull();
    expect(alert.compareDocumentPosition(screen.getByLabelText('メールアドレス'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('does not submit on the Enter that confirms an IME conversion', () => {
    renderWithTheme(<LoginForm onSubmit={jest.fn()} />);
    const email = screen.getByLabelText('メールアドレス');
    const composingEnter = fireEvent.keyDown(email, { key: 'Enter', isComposing: true });
    const safariComposingEnter = fireEvent.keyDown(email, { key: 'Enter', keyCode: 229 });
    const plainEnter = fireEvent.keyDown(email, { key: 'Enter' });
    expect(composingEnter).toBe(false);
    expect(safariComposingEnter).toBe(false);
    expect(plainEnter).toBe(true);
  });
});
