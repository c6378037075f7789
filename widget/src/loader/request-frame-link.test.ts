import type { WidgetBoot } from 'shared-contracts';
import { mountWidget } from './mount';
import { FRAME_LINK_GLOBAL } from './widget';

// The loader as a page gets it: the frame link (frame-link-entry.ts) is a second file, fetched on
// the first sign of intent. This file imports it only once the test has shown intent.
const API = 'https://api.example.jp';
const boot = (agentId: string): WidgetBoot => ({
  agent_id: agentId,
  frame_url: `${API}/api/v1/public/widget/${agentId}/frame`,
  title: 'AIアシスタント',
  theme_color: '#6d28d9',
  launcher_side: 'right',
  launcher_offset: { x: 24, y: 24 },
  welcome_message: 'ようこそ',
  open_on_load: false,
  show_avatar: true,
  allowed_origins: null,
  page_rules: [],
});
const launcher = (host: HTMLElement) => host.shadowRoot?.querySelector('button.l') as HTMLButtonElement;
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

it('fetches the frame link once, on intent only, and links every widget that asked once it runs', async () => {
  process.env.WIDGET_FRAME_LINK_FILE = 'frame-link.TEST1234.js';
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const first = mountWidget(boot('agt_1'));
  const second = mountWidget(boot('agt_2'));
  if (!first || !second) throw new Error('no page rule hides these');
  expect(scripts()).toEqual([]);
  expect(FRAME_LINK_GLOBAL in window).toBe(false);

  launcher(first.host).dispatchEvent(new Event('pointerenter'));
  expect(scripts()).toEqual([`${API}/api/v1/public/widget-assets/frame-link.TEST1234.js`]);
  // The visitor presses before the link has arrived; the other widget shows intent too.
  launcher(first.host).click();
  launcher(first.host).dispatchEvent(new FocusEvent('focus'));
  launcher(second.host).dispatchEvent(new Event('pointerenter'));
  expect(scripts()).toHaveLength(1);
  expect(first.host.shadowRoot?.querySelector('iframe')).toBeNull();
  expect(fetchSpy).not.toHaveBeenCalled();

  await import('./frame-link-entry');
  for (const [widget, agentId] of [
    [first, 'agt_1'],
    [second, 'agt_2'],
  ] as const) {
    expect(widget.host.shadowRoot?.querySelector('iframe')?.src.startsWith(`${boot(agentId).frame_url}?`)).toBe(true);
  }
  // The press that came early counts: the first widget is open, the second only loaded.
  expect(launcher(first.host).getAttribute('aria-expanded')).toBe('true');
  expect(first.host.shadowRoot?.querySelector('.b')).toBeNull();
  expect(launcher(second.host).getAttribute('aria-expanded')).toBe('false');

  // Once there, the link serves later widgets at once, with no second script.
  const third = mountWidget(boot('agt_3'));
  launcher(third?.host as HTMLElement).dispatchEvent(new Event('pointerenter'));
  expect(third?.host.shadowRoot?.querySelector('iframe')).not.toBeNull();
  expect(scripts()).toHaveLength(1);
});
