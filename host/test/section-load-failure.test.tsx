import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionUnavailable } from '../src/sections/SectionUnavailable';
import { fakeModule, renderApp, resetApp, signInAsDemo } from './app';
import { loadSectionMock } from './federation-mock';

jest.mock('../src/federation/remotes', () => ({ loadSection: jest.fn(), registerSectionRemotes: jest.fn() }));

const working = fakeModule(() => <p>会話設定セクション</p>);

beforeEach(() => {
  resetApp();
  signInAsDemo();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a section that cannot load', () => {
  it('shows the Japanese message inside the layout, and 再試行 loads it again', async () => {
    loadSectionMock.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(working);
    renderApp('/chatsettings');

    expect(await screen.findByRole('alert')).toHaveTextContent('この画面を読み込めませんでした');
    expect(screen.getByRole('navigation', { name: 'メインナビゲーション' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '山田 花子 様' })).toBeInTheDocument();
    expect(loadSectionMock).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByText('会話設定セクション')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadSectionMock).toHaveBeenCalledTimes(2);
  });

  it("retries through the runtime's fallback module as well", async () => {
    loadSectionMock.mockResolvedValueOnce({ default: SectionUnavailable }).mockResolvedValue(working);
    renderApp('/chatsettings');
    expect(await screen.findByRole('alert')).toHaveTextContent('この画面を読み込めませんでした');
    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByText('会話設定セクション')).toBeInTheDocument();
    expect(loadSectionMock).toHaveBeenCalledTimes(2);
  });

  it('contains a section that throws while rendering', async () => {
    loadSectionMock.mockResolvedValue(
      fakeModule(() => {
        throw new Error('render failure');
      }),
    );
    renderApp('/analytics');
    expect(await screen.findByRole('alert')).toHaveTextContent('この画面を読み込めませんでした');
    expect(console.error).toHaveBeenCalled();
  });

  it('keeps every other section working', async () => {
    loadSectionMock.mockImplementation(async (section) => {
      if (section === 'chatsettings') throw new Error('offline');
      return fakeModule(() => <p>{section} は動作中</p>);
    });
    renderApp('/chatsettings');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '分析' }));
    expect(await screen.findByText('analytics は動作中')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the dashboard page when only its panels fail', async () => {
    loadSectionMock.mockRejectedValue(new Error('offline'));
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('この画面を読み込めませんでした');
    expect(screen.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeInTheDocument();
  });
});
