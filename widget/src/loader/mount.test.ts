import type { WidgetBoot } from 'shared-contracts';
import { urlPatternRegExp } from 'shared-contracts/url-pattern';
// The frame link as its own file registers itself on load: here it is there before any intent.
import './frame-link-entry';
import { mountWidget } from './mount';

/** The chat iframe, where the console finds it too: in the launcher's open shadow root. */
const frameOf = (widget: { host: HTMLElement } | null | undefined) => widget?.host.shadowRoot?.querySelector('iframe') ?? null;
const API = 'https://api.example.jp';
const boot = (over: Partial<WidgetBoot> = {}): WidgetBoot => ({
  agent_id: 'agt_1',
  frame_url: `${API}/api/v1/public/widget/agt_1/frame`,
  title: 'AIアシスタント',
  theme_color: '#6d28d9',
  launcher_side: 'right',
  launcher_offset: { x: 24, y: 24 },
  welcome_message: 'ご質問があればお気軽にどうぞ',
  open_on_load: false,
  show_avatar: true,
  allowed_origins: null,
  page_rules: [],
  ...over,
});

const shadow = (host: HTMLElement) => host.shadowRoot as ShadowRoot;
const launcher = (host: HTMLElement) => shadow(host).querySelector('button.l') as HTMLButtonElement;

/**
 * jsdom gives no window to an iframe inside a shadow root: lend it the window of a plain iframe, so
 * the loader's origin-and-source check has a real window to compare.
 */
function framed(mounted: { host: HTMLElement }): HTMLIFrameElement & { contentWindow: Window } {
  const frame = frameOf(mounted);
  if (!frame) throw new Error('no frame yet');
  if (!frame.contentWindow) {
    const standIn = document.createElement('iframe');
    document.body.append(standIn);
    Object.defineProperty(frame, 'contentWindow', { value: standIn.contentWindow });
  }
  return frame as HTMLIFrameElement & { contentWindow: Window };
}

function fromFrame(frame: HTMLIFrameElement, data: unknown, origin = API, source: MessageEventSource | null = frame.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the loader', () => {
  it('draws the launcher in a shadow root, in the theme colour, at the chosen corner, with the welcome bubble', () => {
    const mounted = mountWidget(boot({ launcher_side: 'left', launcher_offset: { x: 30, y: 40 } }));
    expect(mounted).not.toBeNull();
    const host = mounted!.host;
    expect(document.body.contains(host)).toBe(true);
    const button = launcher(host);
    expect(button.style.background).toBe('rgb(109, 40, 217)');
    expect(button.style.left).toBe('30px');
    expect(button.style.bottom).toBe('40px');
    expect(button.getAttribute('aria-label')).toBe('AIアシスタントを開く');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(shadow(host).querySelector('.b')?.textContent).toContain('ご質問があればお気軽にどうぞ');
  });

  it('renders the welcome message as text, never as markup', () => {
    const host = mountWidget(boot({ welcome_message: '<img src=x onerror=alert(1)>こんにちは' }))!.host;
    const bubble = shadow(host).querySelector('.b')!;
    expect(bubble.querySelector('img')).toBeNull();
    expect(bubble.textContent).toContain('<img src=x onerror=alert(1)>こんにちは');
  });

  it('sends no request and makes no iframe before the visitor shows intent', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const mounted = mountWidget(boot())!;
    expect(frameOf(mounted)).toBeNull();
    expect(shadow(mounted.host).querySelector('iframe')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('creates the chat iframe on hover, with the page origin and address in its URL', () => {
    const mounted = mountWidget(boot())!;
    launcher(mounted.host).dispatchEvent(new Event('pointerenter'));
    const frame = framed(mounted);
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe(`${API}/api/v1/public/widget/agt_1/frame`);
    expect(src.searchParams.get('origin')).toBe(window.location.origin);
    expect(src.searchParams.get('page')).toBe(window.location.href);
    expect(frame.title).toBe('AIアシスタント');
    // Made, but not shown until the visitor opens the chat.
    expect(frame.style.display).toBe('none');
  });

  it('creates the iframe on keyboard focus too', () => {
    const mounted = mountWidget(boot())!;
    launcher(mounted.host).dispatchEvent(new FocusEvent('focus'));
    expect(frameOf(mounted)).not.toBeNull();
  });

  it('keeps the launcher’s drawing while nothing changes, so a press begun before the chat arrived still becomes a click', () => {
    const mounted = mountWidget(boot())!;
    const drawing = launcher(mounted.host).querySelector('svg');
    expect(drawing).not.toBeNull();
    // The pointer arrives (the frame link is linked) and the frame says it is ready and sized, while closed.
    launcher(mounted.host).dispatchEvent(new Event('pointerenter'));
    const frame = framed(mounted);
    fromFrame(frame, { source: 'avatar-chat', type: 'ready' });
    fromFrame(frame, { source: 'avatar-chat', type: 'resize', width: 400, height: 600 });
    // A browser sends no click when the node under mousedown left the page before mouseup.
    expect(launcher(mounted.host).querySelector('svg')).toBe(drawing);
    expect(drawing!.isConnected).toBe(true);
    // The press still belongs to the button, never to the drawing.
    expect(shadow(mounted.host).querySelector('style')!.textContent).toMatch(/svg\{[^}]*pointer-events:none/);
    launcher(mounted.host).click();
    expect(launcher(mounted.host).getAttribute('aria-expanded')).toBe('true');
    expect(launcher(mounted.host).querySelector('svg')).toBeNull();
  });

  it('opens on click: tells the ready frame to open, with an explicit target origin, and shows it once sized', () => {
    const mounted = mountWidget(boot())!;
    launcher(mounted.host).click();
    const frame = framed(mounted);
    const post = jest.spyOn(frame.contentWindow, 'postMessage');
    fromFrame(frame, { source: 'avatar-chat', type: 'ready' });
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'avatar-chat', type: 'open', focus: true, launcher: { side: 'right', x: 24, y: 24 } }),
      API,
    );
    expect(frame.style.display).toBe('none');
    fromFrame(frame, { source: 'avatar-chat', type: 'resize', width: 560, height: 612 });
    expect(frame.style.display).toBe('block');
    expect(frame.style.width).toBe('560px');
    expect(frame.style.height).toBe('612px');
    // The frame's bottom edge is the launcher's top edge.
    expect(frame.style.bottom).toBe(`${24 + 56}px`);
    expect(launcher(mounted.host).getAttribute('aria-expanded')).toBe('true');
    expect(launcher(mounted.host).getAttribute('aria-label')).toBe('チャットを閉じる');
    expect(shadow(mounted.host).querySelector('.b')).toBeNull();
  });

  it('closes when the frame asks, and gives the focus back to the launcher', () => {
    const mounted = mountWidget(boot())!;
    launcher(mounted.host).click();
    const frame = framed(mounted);
    fromFrame(frame, { source: 'avatar-chat', type: 'ready' });
    fromFrame(frame, { source: 'avatar-chat', type: 'resize', width: 400, height: 600 });
    fromFrame(frame, { source: 'avatar-chat', type: 'close' });
    expect(frame.style.display).toBe('none');
    expect(shadow(mounted.host).activeElement).toBe(launcher(mounted.host));
  });

  it('ignores messages from another origin, from another window, or without our marker', () => {
    const mounted = mountWidget(boot())!;
    launcher(mounted.host).click();
    const frame = framed(mounted);
    fromFrame(frame, { source: 'avatar-chat', type: 'ready' });
    fromFrame(frame, { source: 'avatar-chat', type: 'resize', width: 400, height: 600 });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fromFrame(frame, { source: 'avatar-chat', type: 'refused' }, 'https://evil.example');
    fromFrame(frame, { source: 'avatar-chat', type: 'refused' }, API, window);
    fromFrame(frame, { type: 'refused' });
    fromFrame(frame, 'refused');
    expect(document.body.contains(mounted.host)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('removes everything and warns in Japanese when the frame is refused on this site', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mounted = mountWidget(boot())!;
    launcher(mounted.host).dispatchEvent(new Event('pointerenter'));
    fromFrame(framed(mounted), { source: 'avatar-chat', type: 'refused' });
    expect(document.body.contains(mounted.host)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('このサイトは許可されていません'));
  });

  it('opens at once, without taking the focus, when the owner set open on load', () => {
    const mounted = mountWidget(boot({ open_on_load: true }))!;
    const frame = framed(mounted);
    expect(frame).not.toBeNull();
    const post = jest.spyOn(frame.contentWindow, 'postMessage');
    fromFrame(frame, { source: 'avatar-chat', type: 'ready' });
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ type: 'open', focus: false }), API);
  });

  describe("on a phone's window", () => {
    const size = { width: window.innerWidth, height: window.innerHeight };
    const resize = (width: number, height: number) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
    };
    afterEach(() => resize(size.width, size.height));

    const openedOnLoad = (over: Partial<WidgetBoot>) => {
      const mounted = mountWidget(boot(over))!;
      // Loaded at once, so that a press opens the chat without waiting for it.
      const frame = framed(mounted);
      const post = jest.spyOn(frame.contentWindow, 'postMessage');
      fromFrame(frame, { source: 'avatar-chat', type: 'ready' });
      return { mounted, frame, post };
    };

    it.each([
      ['portrait', 390, 844],
      ['landscape', 844, 390],
    ])('does not cover the page by itself (%s): the launcher and its bubble invite, and a press opens the chat', (_way, width, height) => {
      resize(width, height);
      const { mounted, post } = openedOnLoad({ open_on_load: true });
      expect(post).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'open' }), API);
      expect(launcher(mounted.host).getAttribute('aria-expanded')).toBe('false');
      expect(shadow(mounted.host).querySelector('.b')?.textContent).toContain('ご質問があればお気軽にどうぞ');
      launcher(mounted.host).click();
      expect(post).toHaveBeenCalledWith(expect.objectContaining({ type: 'open', focus: true }), API);
    });

    it("nor where a page rule opens it by itself", () => {
      resize(360, 800);
      const here = new URL(window.location.href);
      const match = urlPatternRegExp(`${here.origin}/*`)!;
      const { post } = openedOnLoad({ page_rules: [{ match, action: 'open_automatically' }] });
      expect(post).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'open' }), API);
    });

    it('still opens by itself on a tablet or a desktop', () => {
      resize(820, 1180);
      const { post } = openedOnLoad({ open_on_load: true });
      expect(post).toHaveBeenCalledWith(expect.objectContaining({ type: 'open', focus: false }), API);
    });
  });
});

describe('page rules in the loader', () => {
  const here = new URL(window.location.href);
  /** A rule as widget.js carries it: the owner's pattern compiled by the API. */
  const rule = (pattern: string, action: WidgetBoot['page_rules'][number]['action'], message?: string) => {
    const match = urlPatternRegExp(pattern);
    if (match === null) throw new Error(`the API would refuse ${pattern}`);
    return message === undefined ? { match, action } : { match, action, message };
  };

  it('hides the widget on a page the first matching rule hides', () => {
    expect(mountWidget(boot({ page_rules: [rule(`${here.origin}/*`, 'hide')] }))).toBeNull();
    expect(document.body.children).toHaveLength(0);
  });

  it('opens the chat by itself where a rule says so', () => {
    const mounted = mountWidget(boot({ page_rules: [rule(`${here.origin}/*`, 'open_automatically')] }))!;
    expect(frameOf(mounted)).not.toBeNull();
  });

  it('applies only the first matching rule', () => {
    const rules: WidgetBoot['page_rules'] = [
      rule(`${here.origin}/*`, 'greeting'),
      rule(`${here.origin}/*`, 'hide'),
    ];
    const mounted = mountWidget(boot({ page_rules: rules }));
    expect(mounted).not.toBeNull();
    expect(frameOf(mounted)).toBeNull();
  });

  it("says the page's own greeting in the bubble where the first matching rule has one", () => {
    const greeting = mountWidget(boot({ page_rules: [rule(`${here.origin}/*`, 'greeting', 'セール中の商品についてご案内します')] }))!;
    expect(shadow(greeting.host).querySelector('.b')?.textContent).toContain('セール中の商品についてご案内します');
    expect(shadow(greeting.host).querySelector('.b')?.textContent).not.toContain('ご質問があればお気軽にどうぞ');
    document.body.replaceChildren();
    // Even where the owner has no welcome bubble: the rule asks for a greeting on this page.
    const noWelcome = mountWidget(boot({ welcome_message: '', page_rules: [rule(`${here.origin}/*`, 'greeting', 'ようこそ')] }))!;
    expect(shadow(noWelcome.host).querySelector('.b')?.textContent).toContain('ようこそ');
    document.body.replaceChildren();
    const otherPage = mountWidget(boot({ page_rules: [rule('https://other.example/*', 'greeting', 'ようこそ')] }))!;
    expect(shadow(otherPage.host).querySelector('.b')?.textContent).toContain('ご質問があればお気軽にどうぞ');
  });

  it('leaves other pages alone', () => {
    expect(mountWidget(boot({ page_rules: [rule('https://other.example/*', 'hide')] }))).not.toBeNull();
  });

  it("reads this page's own address as the URL settings do: escapes normalised, the query only where the pattern has one, never the fragment", () => {
    const before = window.location.href;
    try {
      window.history.replaceState(null, '', '/%7euser/%e6%9d%b1?id=42&ref=mail#reviews');
      const hidden = (pattern: string) => mountWidget(boot({ page_rules: [rule(pattern, 'hide')] })) === null;
      expect(hidden(`${here.origin}/~user/東/`)).toBe(true);
      expect(hidden(`${here.origin}/~user/*?id=4*`)).toBe(true);
      expect(hidden(`${here.origin}/~user/*?ref=*`)).toBe(false);
      expect(hidden(`${here.origin}/~User/*`)).toBe(false);
      expect(hidden(`${here.origin}/~user/*#other`)).toBe(true);
      expect(hidden(`${here.protocol}//*.${here.host}/*`)).toBe(false);
    } finally {
      window.history.replaceState(null, '', before);
    }
  });
});
