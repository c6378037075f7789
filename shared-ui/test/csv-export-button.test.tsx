import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CsvExportButton, type CsvExportLabels, type CsvExportRequest } from '../src/download/CsvExportButton';
import type { DownloadedFile } from '../src/download/downloaded-file';
import { renderWithTheme } from './render';

const LABELS: CsvExportLabels = { button: 'Q&Aをエクスポート', failed: 'エクスポートできませんでした' };

type Callbacks = Parameters<CsvExportRequest['mutate']>[1];

function fakeRequest(isPending = false) {
  let callbacks: Callbacks | null = null;
  const request: CsvExportRequest = {
    isPending,
    mutate: jest.fn((_: undefined, c: Callbacks) => {
      callbacks = c;
    }),
  };
  const settle = () => {
    if (!callbacks) throw new Error('the export was not requested');
    return callbacks;
  };
  return { request, settle };
}

describe('CsvExportButton', () => {
  let createObjectURL: jest.Mock;
  let click: jest.SpyInstance;
  let savedAs: string[];

  beforeEach(() => {
    savedAs = [];
    createObjectURL = jest.fn(() => 'blob:export');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs.push(this.download);
    });
  });

  afterEach(() => {
    click.mockRestore();
    jest.useRealTimers();
  });

  it('requests the export on click and saves the file under the name the API gave', async () => {
    const { request, settle } = fakeRequest();
    renderWithTheme(<CsvExportButton request={request} labels={LABELS} fallbackTitle="Q&A" onError={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Q&Aをエクスポート' }));
    expect(request.mutate).toHaveBeenCalledTimes(1);
    const file: DownloadedFile = { blob: new Blob(['\uFEFFq,a']), fileName: 'Q&A_20261121.csv' };
    settle().onSuccess(file);
    expect(createObjectURL).toHaveBeenCalledWith(file.blob);
    expect(savedAs).toEqual(['Q&A_20261121.csv']);
  });

  it('saves under the fallback title and the date when the API name is unreadable', async () => {
    const { request, settle } = fakeRequest();
    renderWithTheme(<CsvExportButton request={request} labels={LABELS} fallbackTitle="禁止ワード" onError={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Q&Aをエクスポート' }));
    jest.useFakeTimers({ now: new Date(2026, 10, 21, 9, 0) });
    settle().onSuccess({ blob: new Blob(['x']), fileName: null });
    expect(savedAs).toEqual(['禁止ワード_20261121.csv']);
  });

  it('reports a failure with the list wording and the error message', async () => {
    const { request, settle } = fakeRequest();
    const onError = jest.fn();
    renderWithTheme(<CsvExportButton request={request} labels={LABELS} fallbackTitle="Q&A" onError={onError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Q&Aをエクスポート' }));
    settle().onError(new Error('サーバーに接続できません。'));
    expect(onError).toHaveBeenCalledWith('エクスポートできませんでした: サーバーに接続できません。');
    expect(savedAs).toEqual([]);
  });

  it('is off while an export runs', () => {
    const { request } = fakeRequest(true);
    renderWithTheme(<CsvExportButton request={request} labels={LABELS} fallbackTitle="Q&A" onError={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Q&Aをエクスポート' })).toBeDisabled();
  });
});
