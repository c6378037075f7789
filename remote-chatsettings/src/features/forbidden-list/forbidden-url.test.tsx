import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, typeInto } from 'shared-ui/testing';
import { installFakeApi, json, type FakeApi } from '../../testing/fake-api';
import { ForbiddenListScreen } from './components/ForbiddenListScreen';

const NOW = '2026-11-21T05:00:00.000Z';
const ENTRY = { id: '00000000-0000-4000-8000-000000000001', pattern: 'https://example.com/private/*', note: '', created_at: NOW, updated_at: NOW };

// MUI menus and dialogs are slow in jsdom; the default 5 s is too tight on a machine that also builds.
jest.setTimeout(20_000);

describe('forbidden URLs', () => {
  let api: FakeApi;

  beforeEach(() => {
    api = installFakeApi();
    api.on('GET', 'forbidden-urls', () => json(200, { data: [ENTRY], total_records: 1, page: 1, limit: 50 }));
  });

  it('explains the wildcard rules next to the list', async () => {
    renderWithProviders(<ForbiddenListScreen kind="url" />);

    expect(await screen.findByText('https://example.com/private/*')).toBeInTheDocument();
    expect(screen.getByText(/https:\/\/\*\.example\.com\/\* はサブドメイン.*のみに該当し、example\.com 自体は含みません/)).toBeInTheDocument();
    expect(screen.getByText(/http と https は別扱いです/)).toBeInTheDocument();
  });

  it('checks a pattern with the contract rule, then sends it as `pattern`', async () => {
    api.on('POST', 'forbidden-urls', (request) => json(201, { ...ENTRY, ...(request.body as object), id: '00000000-0000-4000-8000-000000000002' }));
    renderWithProviders(<ForbiddenListScreen kind="url" />);
    const field = await screen.findByRole('textbox', { name: '禁止URL' });

    await typeInto(field, 'example.com/old', { enter: true });
    expect(await screen.findByText('禁止URLは http:// または https:// で始めてください（例: https://example.com/private/*）')).toBeInTheDocument();
    expect(api.sent('POST', 'forbidden-urls')).toHaveLength(0);

    await userEvent.clear(field);
    await typeInto(field, 'https://example.com/old/*', { enter: true });
    expect(await screen.findByText('追加しました')).toBeInTheDocument();
    expect(api.sent('POST', 'forbidden-urls')[0]?.body).toEqual({ pattern: 'https://example.com/old/*', note: '' });
  });

  it('tries a URL and names the pattern that blocks it', async () => {
    api.on('POST', 'forbidden-urls/try', () => json(200, { caught: true, entry: { id: ENTRY.id, value: ENTRY.pattern } }));
    renderWithProviders(<ForbiddenListScreen kind="url" />);
    const sample = await screen.findByRole('textbox', { name: '試すURL' });

    await typeInto(sample, 'private/page', { enter: true });
    expect(await screen.findByText('試すURLは http:// または https:// で始まるURLを入力してください（例: https://example.com/private/page）')).toBeInTheDocument();

    await userEvent.clear(sample);
    await typeInto(sample, 'https://example.com/private/page', { enter: true });
    expect(await screen.findByText('ブロックされます（該当: https://example.com/private/*）')).toBeInTheDocument();
    expect(api.sent('POST', 'forbidden-urls/try')[0]?.body).toEqual({ url: 'https://example.com/private/page' });
  });
});
