import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installFakeApi, json, type FakeApi } from 'shared-auth/testing';
import { formatDateTime } from '../src/format/format-date-time';
import { browserTimeZone } from '../src/time-zone/browser-time-zone';
import { DateTime } from '../src/time-zone/DateTime';
import { TimeZoneNote } from '../src/time-zone/TimeZoneNote';

// 15:30 UTC on the 20th is 00:30 on the 21st in Tokyo: a browser on UTC dated it a day early.
const LATE_EVENING_UTC = '2026-11-20T15:30:00.000Z';
const ME = { name: '山田 花子', email: 'hanako@example.com', agent_id: 'agt_demo', plan: 'standard' };

function renderInSection(ui: React.ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

// The browser is on UTC here (jest.config.cjs), as a traveller's laptop or a server's browser would be.
describe('times on the owner’s clock', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });

  it('formats in the time zone given, whatever the browser’s: the Tokyo date with the browser on UTC', () => {
    expect(browserTimeZone()).toBe('UTC');
    expect(new Date(LATE_EVENING_UTC).getDate()).toBe(20);
    expect(formatDateTime(LATE_EVENING_UTC, 'Asia/Tokyo')).toBe('2026/11/21 00:30');
    expect(formatDateTime(LATE_EVENING_UTC, 'America/New_York')).toBe('2026/11/20 10:30');
    // Without one, the owner's default (Asia/Tokyo), never the browser's.
    expect(formatDateTime(LATE_EVENING_UTC)).toBe('2026/11/21 00:30');
  });

  it('prints a time on the owner’s clock read from GET me, names it where the browser’s differs, and reads it once', async () => {
    api.on('GET', 'me', () => json(200, { ...ME, time_zone: 'Asia/Tokyo' }));
    renderInSection(
      <>
        <TimeZoneNote />
        <DateTime iso={LATE_EVENING_UTC} />
        <DateTime iso="2026-11-21T03:00:00.000Z" />
      </>,
    );
    const time = await screen.findByText('2026/11/21 00:30');
    expect(time).toHaveAttribute('dateTime', LATE_EVENING_UTC);
    expect(time).toHaveAttribute('title', '2026/11/21 00:30（日本時間）');
    expect(screen.getByText('2026/11/21 12:00')).toBeInTheDocument();
    expect(screen.getByTestId('time-zone-note')).toHaveTextContent('日時は日本時間で表示しています（固定メッセージの営業時間のタイムゾーン）');
    expect(api.sent('GET', 'me')).toHaveLength(1);
  });

  it('follows an owner on another clock, by its name', async () => {
    api.on('GET', 'me', () => json(200, { ...ME, time_zone: 'America/New_York' }));
    renderInSection(
      <>
        <TimeZoneNote />
        <DateTime iso={LATE_EVENING_UTC} />
      </>,
    );
    const time = await screen.findByText('2026/11/20 10:30');
    expect(time).toHaveAttribute('title', '2026/11/20 10:30（America/New_York）');
    expect(screen.getByTestId('time-zone-note')).toHaveTextContent('日時はAmerica/New_Yorkで表示しています');
  });

  it('says nothing of the clock when the browser’s is the owner’s', async () => {
    const utc = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...utc.call(this), timeZone: 'Asia/Tokyo' };
    });
    expect(browserTimeZone()).toBe('Asia/Tokyo');
    api.on('GET', 'me', () => json(200, { ...ME, time_zone: 'Asia/Tokyo' }));
    renderInSection(
      <>
        <TimeZoneNote />
        <DateTime iso={LATE_EVENING_UTC} />
      </>,
    );
    await waitFor(() => expect(api.sent('GET', 'me')).toHaveLength(1));
    const time = await screen.findByText('2026/11/21 00:30');
    expect(time).not.toHaveAttribute('title');
    expect(screen.queryByTestId('time-zone-note')).not.toBeInTheDocument();
  });

  it('keeps to Asia/Tokyo when GET me fails', async () => {
    api.on('GET', 'me', () => json(500, { code: 'internal_error', message: 'サーバーでエラーが発生しました' }));
    renderInSection(<DateTime iso={LATE_EVENING_UTC} />);
    expect(await screen.findByText('2026/11/21 00:30')).toBeInTheDocument();
  });
});
