import type { WidgetBoot } from 'shared-contracts';
import { mountWidget } from './mount';

// jsdom's page is http://localhost/: the site the tests allow or not.
const API = 'https://api.example.jp';
const boot = (allowed: string[] | null): WidgetBoot => ({
  agent_id: 'agt_1',
  frame_url: `${API}/api/v1/public/widget/agt_1/frame`,
  title: 'AIアシスタント',
  theme_color: '#6d28d9',
  launcher_side: 'right',
  launcher_offset: { x: 24, y: 24 },
  welcome_message: 'ご質問があればお気軽にどうぞ',
  open_on_load: true,
  show_avatar: true,
  allowed_origins: allowed,
  page_rules: [],
});

let beacon: jest.Mock;
let warn: jest.SpyInstance;
beforeEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  beacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

it('draws nothing on a site the owner did not allow: no launcher, no bubble, no frame link, a Japanese warning and one report', () => {
  expect(mountWidget(boot(['https://shop.example.com', 'https://console.example.jp']))).toBeNull();
  expect(document.querySelector('[data-avatar-chat]')).toBeNull();
  // open_on_load would have fetched the frame link at once: a refused page fetches nothing.
  expect(document.head.querySelectorAll('script')).toHaveLength(0);
  expect(warn).toHaveBeenCalledWith('AIチャット: このサイトは許可されていません（管理画面のリンク設定で追加できます）');
  expect(beacon).toHaveBeenCalledTimes(1);
  expect(String(beacon.mock.calls[0]?.[0])).toBe(`${API}/api/v1/public/widget/agt_1/refusals`);
  // No body: the API takes the site from the browser's own Origin header, which no page can set.
  expect(beacon.mock.calls[0]).toHaveLength(1);
});

it('draws the launcher on an allowed site, and while the owner allows any site, without a report', () => {
  for (const allowed of [['https://shop.example.com', 'http://localhost'], null]) {
    document.body.replaceChildren();
    const widget = mountWidget(boot(allowed));
    expect(widget).not.toBeNull();
    expect(widget?.host.isConnected).toBe(true);
    expect(widget?.host.shadowRoot?.querySelector('button.l')?.getAttribute('aria-label')).toBe('AIアシスタントを開く');
  }
  expect(beacon).not.toHaveBeenCalled();
  expect(warn).not.toHaveBeenCalled();
});

it('compares the whole origin: another port or scheme of the same host is another site', () => {
  for (const other of ['http://localhost:8080', 'https://localhost', 'http://localhost.example.com']) {
    expect(mountWidget(boot([other]))).toBeNull();
  }
  expect(beacon).toHaveBeenCalledTimes(3);
});

it('still draws nothing in a browser without sendBeacon', () => {
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  expect(mountWidget(boot(['https://shop.example.com']))).toBeNull();
  expect(document.querySelector('[data-avatar-chat]')).toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
});
