import type { WidgetBoot } from 'shared-contracts';
import { urlPatternRegExp } from 'shared-contracts/url-pattern';
import { inlineContainer } from './inline-container';
// The frame link as its own file registers itself on load: here it is there before any intent.
import './frame-link-entry';
import { mountWidget } from './mount';

/** The chat iframe, where the console finds it too: in the launcher's open shadow root. */
const frameOf = (widget: { host: HTMLElement } | null | undefined) => widget?.host.shadowRoot?.querySelector('iframe') ?? null;
const boot: WidgetBoot = {
  agent_id: 'agt_demo',
  frame_url: 'http://api.test/api/v1/public/widget/agt_demo/frame',
  title: 'サポートチャット',
  theme_color: '#7c3aed',
  launcher_side: 'right',
  launcher_offset: { x: 24, y: 24 },
  welcome_message: '',
  open_on_load: false,
  show_avatar: true,
  allowed_origins: null,
  // The page's own site hidden, as the API compiles the owner's rule.
  page_rules: [{ match: urlPatternRegExp('http://localhost/*')!, action: 'hide' }],
};

function stage(width: number, height: number): HTMLElement {
  const element = document.createElement('div');
  element.id = 'chat-test-stage';
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  document.body.append(element);
  return element;
}

/**
 * jsdom gives no window to an iframe inside a shadow root: lend it the window of a plain iframe, so
 * the loader's origin-and-source check has a real window to compare.
 */
function withWindow(frame: HTMLIFrameElement | null | undefined): HTMLIFrameElement & { contentWindow: Window } {
  if (!frame) throw new Error('the frame opens without a visitor gesture');
  const standIn = document.createElement('iframe');
  document.body.append(standIn);
  Object.defineProperty(frame, 'contentWindow', { value: standIn.contentWindow });
  return frame as HTMLIFrameElement & { contentWindow: Window };
}

/** The frame saying hello, as the browser would deliver it: from the API's origin and the iframe's window. */
function frameSays(frame: HTMLIFrameElement, type: string) {
  window.dispatchEvent(new MessageEvent('message', { origin: 'http://api.test', source: frame.contentWindow, data: { source: 'avatar-chat', type } }));
}

afterEach(() => document.body.replaceChildren());

describe('the loader inside a container (the console test chat)', () => {
  it('finds the container its tag names, and nothing for a missing or broken selector', () => {
    const element = stage(600, 700);
    const script = document.createElement('script');
    script.dataset.container = '#chat-test-stage';
    expect(inlineContainer(document, script)).toBe(element);
    script.dataset.container = '#nowhere';
    expect(inlineContainer(document, script)).toBeNull();
    script.dataset.container = '##';
    expect(inlineContainer(document, script)).toBeNull();
    expect(inlineContainer(document, document.createElement('script'))).toBeNull();
  });

  it('draws into the container, ignores the site page rules, opens a preview frame at once, and sizes it by the container', () => {
    const element = stage(640, 720);
    const mounted = mountWidget(boot, window, { container: element });
    if (!mounted) throw new Error('the hide rule must not apply to the console');
    expect(mounted.host.parentElement).toBe(element);
    const frame = withWindow(frameOf(mounted));
    const query = new URL(frame.src).searchParams;
    expect(query.get('preview')).toBe('1');
    expect(query.get('origin')).toBe(window.location.origin);

    const post = jest.spyOn(frame.contentWindow, 'postMessage');
    frameSays(frame, 'ready');
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'avatar-chat', type: 'open', viewport: { width: 640, height: 720 } }),
      'http://api.test',
    );
  });

  it('on a site, keeps to the window and its page rules', () => {
    expect(mountWidget(boot, window)).toBeNull();
    const shown = mountWidget({ ...boot, page_rules: [] }, window);
    expect(shown?.host.parentElement).toBe(document.body);
    expect(frameOf(shown)).toBeNull();
  });

  it('lets go of the window once the console removed its container', () => {
    const element = stage(640, 720);
    const mounted = mountWidget(boot, window, { container: element });
    const frame = withWindow(frameOf(mounted));
    const post = jest.spyOn(frame.contentWindow, 'postMessage');
    const removeListener = jest.spyOn(window, 'removeEventListener');
    element.remove();
    frameSays(frame, 'ready');
    expect(post).not.toHaveBeenCalled();
    expect(removeListener).toHaveBeenCalledWith('message', expect.any(Function));
  });
});
