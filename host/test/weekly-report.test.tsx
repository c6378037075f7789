import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WeeklyReportSettingsResponse } from 'shared-contracts';
import { fakeModule, renderApp, resetApp, signInAsDemo } from './app';
import { loadSectionMock } from './federation-mock';
import { json, mockFetch } from './fetch';

jest.mock('../src/federation/remotes', () => ({ loadSection: jest.fn(), registerSectionRemotes: jest.fn() }));

const SETTINGS: WeeklyReportSettingsResponse = {
  enabled: false,
  weekday: 1,
  hour: 9,
  email: null,
  login_email: 'hanako@example.com',
  time_zone: 'Asia/Tokyo',
  next_send_at: null,
  last_sent_at: null,
  last_error: null,
  last_error_at: null,
  mail_transport: 'smtp',
  updated_at: null,
};

beforeEach(() => {
  resetApp();
  loadSectionMock.mockImplementation(async () => fakeModule(() => <p>パネル</p>));
  signInAsDemo();
});
afterEach(() => jest.restoreAllMocks());

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: '山田 花子 様' }, { timeout: 15_000 }));
  await user.click(within(await screen.findByRole('dialog', { name: 'アカウントメニュー' })).getByRole('button', { name: 'メール通知' }));
  return screen.findByRole('dialog', { name: 'メール通知' }, { timeout: 15_000 });
}

describe('メール通知 (the weekly report)', () => {
  it('opens from the owner menu with the defaults, refuses a wrong address at the field and saves', async () => {
    const puts: unknown[] = [];
    let saved = SETTINGS;
    mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/weekly-report/settings') && request.method === 'PUT') {
        const body = (await request.json()) as { enabled: boolean; weekday: number; hour: number; email: string | null };
        puts.push(body);
        saved = { ...saved, ...body, next_send_at: '2026-12-11T00:00:00.000Z', updated_at: '2026-12-07T00:00:00.000Z' };
        return json(200, saved);
      }
      if (path.endsWith('/weekly-report/settings')) return json(200, saved);
      return json(404, { code: 'not_found', message: '見つかりません' });
    });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const address = await within(dialog).findByRole('textbox', { name: '送信先メールアドレス' });
    expect(address).toHaveAttribute('placeholder', 'hanako@example.com');
    expect(within(dialog).getByText('空欄のときは、ログインのメールアドレス（hanako@example.com）に送ります。')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: /週次レポートを受け取る/ })).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: '配信する曜日' })).toHaveTextContent('月曜日');
    expect(within(dialog).getByRole('combobox', { name: '配信する時刻' })).toHaveTextContent('9:00');

    await user.click(within(dialog).getByRole('switch', { name: /週次レポートを受け取る/ }));
    await user.type(address, 'shop@');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(address);
    await user.click(within(dialog).getByRole('combobox', { name: '配信する時刻' }));
    await user.click(await screen.findByRole('option', { name: '18:00' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('メール通知の設定を保存しました')).toBeInTheDocument();
    expect(puts).toEqual([{ enabled: true, weekday: 1, hour: 18, email: null }]);
    expect(within(dialog).getByText('次回の配信')).toBeInTheDocument();
  });

  it('shows the exact mail in a sandboxed frame, sends a test, and says the last error', async () => {
    let settings: WeeklyReportSettingsResponse = { ...SETTINGS, enabled: true, last_error: 'connect ECONNREFUSED', last_error_at: '2026-12-07T00:00:00.000Z' };
    mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/weekly-report/settings')) return json(200, settings);
      if (path.endsWith('/weekly-report/preview')) {
        return json(200, { to: 'hanako@example.com', subject: '【週次レポート】12月1日〜12月7日のまとめ', html: '<p>未回答の質問 TOP5</p>', text: '', from: '2026-12-01', to_day: '2026-12-07' });
      }
      if (path.endsWith('/weekly-report/test-send')) {
        settings = { ...settings, last_error: null, last_sent_at: '2026-12-07T01:00:00.000Z' };
        return json(200, { to: 'hanako@example.com', delivered: 'smtp', sent_at: '2026-12-07T01:00:00.000Z' });
      }
      return json(404, { code: 'not_found', message: '見つかりません' });
    });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('最後のエラー')).toBeInTheDocument();
    expect(within(dialog).getByText(/connect ECONNREFUSED/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'プレビュー' }));
    const preview = await screen.findByRole('dialog', { name: 'プレビュー' });
    expect(await within(preview).findByTestId('weekly-report-preview-subject')).toHaveTextContent('【週次レポート】12月1日〜12月7日のまとめ');
    const frame = within(preview).getByTitle('週次レポートのメール（プレビュー）');
    // No script and no same origin: the mail's HTML can do nothing to the console.
    expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    expect(frame).toHaveAttribute('srcdoc', '<p>未回答の質問 TOP5</p>');
    await user.click(within(preview).getByRole('button', { name: '閉じる' }));

    await user.click(within(dialog).getByRole('button', { name: 'テスト送信' }));
    expect(await within(dialog).findByText('hanako@example.com にテストメールを送信しました')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('最後のエラー')).not.toBeInTheDocument());
    expect(within(dialog).getByTestId('weekly-report-last-sent')).not.toHaveTextContent('まだありません');
  });
});

describe('a link of the mail (/mail-link)', () => {
  const linkAnswers = (answer: () => Response) =>
    mockFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/weekly-report/link')) return answer();
      return json(404, { code: 'not_found', message: '見つかりません' });
    });

  it('opens ナレッジに追加 for the question of a teach link', async () => {
    linkAnswers(() => json(200, { kind: 'teach', question: 'ギフト包装はできますか', message_id: null, from: '2026-12-01', to: '2026-12-07' }));
    renderApp('/mail-link?token=abc');
    const dialog = await screen.findByRole('dialog', { name: 'ナレッジに追加' }, { timeout: 15_000 });
    expect(within(dialog).getByTestId('teach-visitor-question')).toHaveTextContent('ギフト包装はできますか');
  });

  it('goes to 分析 for the week of an analytics link', async () => {
    linkAnswers(() => json(200, { kind: 'analytics', question: null, message_id: null, from: '2026-12-01', to: '2026-12-07' }));
    renderApp('/mail-link?token=abc');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/analytics?period=custom&from=2026-12-01&to=2026-12-07'), { timeout: 15_000 });
  });

  it('says so when the link is another owner’s (the API answers 404)', async () => {
    linkAnswers(() => json(404, { code: 'not_found', message: 'このリンクは開けません。ログインしているアカウントあての週次レポートのリンクか確認してください。' }));
    renderApp('/mail-link?token=abc');
    expect(await screen.findByText('リンクを開けませんでした', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/このリンクは開けません/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ダッシュボードへ' })).toBeInTheDocument();
  });
});
