import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadErrorAlert } from '../src/load-error/LoadErrorAlert';
import { TitledLoadErrorAlert } from '../src/load-error/TitledLoadErrorAlert';
import { renderWithTheme } from './render';

describe('LoadErrorAlert', () => {
  it('says what could not be read and why on one line, and reads it again on 再試行', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<LoadErrorAlert loadFailed="一覧を読み込めませんでした" error={new Error('サーバーに接続できません。')} retry="再試行" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('一覧を読み込めませんでした: サーバーに接続できません。');
    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('TitledLoadErrorAlert', () => {
  it('puts what could not be read as the title, the reason under it, and reads it again on 再試行', async () => {
    const onRetry = jest.fn();
    renderWithTheme(
      <TitledLoadErrorAlert title="AI詳細設定を読み込めませんでした" error={new Error('時間内に応答がありませんでした。')} retry="再試行" onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('AI詳細設定を読み込めませんでした時間内に応答がありませんでした。');
    expect(alert.querySelector('.MuiAlertTitle-root')).toHaveTextContent(/^AI詳細設定を読み込めませんでした$/);
    expect(onRetry).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the title alone when the failure has no error of its own', () => {
    renderWithTheme(<TitledLoadErrorAlert title="ウィジェットを読み込めませんでした" error={null} retry="再試行" onRetry={jest.fn()} />);
    expect(screen.getByRole('alert').querySelector('.MuiAlert-message')).toHaveTextContent(/^ウィジェットを読み込めませんでした$/);
    expect(screen.getByRole('button', { name: '再試行' })).toBeInTheDocument();
  });
});
