import type { WidgetBoot } from 'shared-contracts';
import { SESSION_HASH, sessionFromHash } from '../shared/session-handoff';
// The frame link as its own file registers itself on load: here it is there before any intent.
import './frame-link-entry';
import { mountWidget } from './mount';

/** The chat iframe, where the console finds it too: in the launcher's open shadow root. */
const frameOf = (widget: { host: HTMLElement } | null | undefined) => widget?.host.shadowRoot?.querySelector('iframe') ?? null;
const API = 'https://api.example.jp';
const boot: WidgetBoot = {
  agent_id: 'agt_1',
  frame_url: `${API}/api/v1/public/widget/agt_1/frame`,
  title: 'AIアシスタント',
  theme_color: '#6d28d9',
  launcher_side: 'right',
  launcher_offset: { x: 24, y: 24 },
  welcome_message: '',
  open_on_load: false,
  show_avatar: true,
  allowed_origins: null,
  page_rules: [],
};
const SESSION = { visitor_token: 'tok.en.value', conversation_id: '7d0c2a3e-1111-4222-8333-944455556666' };

/** Hovers the launcher and lends the shadow-root iframe a real window (jsdom gives it none). */
function hoveredFrame(): HTMLIFrameElement & { contentWindow: Window } {
  const mounted = mountWidget(boot)!;
  (mounted.host.shadowRoot!.querySelector('button.l') as HTMLButtonElement).dispatchEvent(new Event('pointerenter'));
  const frame = frameOf(mounted)!;
  const standIn = document.createElement('iframe');
  document.body.append(standIn);
  Object.defineProperty(frame, 'contentWindow', { value: standIn.contentWindow });
  return frame as HTMLIFrameElement & { contentWindow: Window };
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the session kept in the site’s own storage', () => {
  it('stores the session the frame hands over, and gives it back in the next frame URL’s fragment', () => {
    const first = hoveredFrame();
    expect(new URL(first.src).hash).toBe('');
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'avatar-chat', type: 'session', ...SESSION }, origin: API, source: first.contentWindow }));
    expect(JSON.parse(localStorage.getItem('avatar-chat:agt_1') ?? 'null')).toEqual(SESSION);

    document.body.replaceChildren();
    const next = hoveredFrame();
    const hash = new URL(next.src).hash;
    expect(hash.startsWith(`#${SESSION_HASH}`)).toBe(true);
    expect(sessionFromHash(hash)).toEqual(SESSION);
  });

  it('keeps nothing from another origin or another window', () => {
    const frame = hoveredFrame();
    const data = { source: 'avatar-chat', type: 'session', ...SESSION };
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example', source: frame.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data, origin: API, source: window }));
    expect(localStorage.getItem('avatar-chat:agt_1')).toBeNull();
  });

  it('reads only a well-formed session from a fragment', () => {
    expect(sessionFromHash(`#${SESSION_HASH}${encodeURIComponent(JSON.stringify(SESSION))}`)).toEqual(SESSION);
    expect(sessionFromHash('')).toBeNull();
    expect(sessionFromHash('#other')).toBeNull();
    expect(sessionFromHash(`#${SESSION_HASH}%7Bnot json`)).toBeNull();
    expect(sessionFromHash(`#${SESSION_HASH}${encodeURIComponent(JSON.stringify({ visitor_token: 1 }))}`)).toBeNull();
  });
});
