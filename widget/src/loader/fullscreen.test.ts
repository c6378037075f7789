import { fullscreenChat } from './fullscreen';

// The chat over a phone's whole window (issue #45): the page pinned under it and put back where the
// visitor had scrolled to, the iframe on the visual viewport as the software keyboard comes and goes.

/** A visual viewport the test moves, as a browser does for the keyboard and for panning to a field. */
class FakeViewport extends EventTarget {
  offsetTop = 0;
  offsetLeft = 0;
  constructor(
    public width: number,
    public height: number,
  ) {
    super();
  }
  set(box: Partial<Pick<FakeViewport, 'offsetTop' | 'offsetLeft' | 'width' | 'height'>>) {
    Object.assign(this, box);
    this.dispatchEvent(new Event('resize'));
  }
}

function phone(viewport: FakeViewport | null) {
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
  Object.defineProperty(window, 'scrollX', { configurable: true, value: 0 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 1234 });
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const frame = document.createElement('iframe');
  frame.style.right = '16px';
  frame.style.bottom = '136px';
  document.body.append(frame);
  return { frame, scrollTo, chat: fullscreenChat(window, frame, '#7c3aed', 'right', 16, 136) };
}

afterEach(() => {
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
});

describe('the chat over a phone’s whole window', () => {
  it('pins the page where the visitor had scrolled and puts it back there, with the page’s own styles, on leaving', () => {
    document.body.style.background = 'beige';
    const { chat, scrollTo, frame } = phone(new FakeViewport(390, 844));
    chat._enter();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-1234px');
    chat._enter();
    chat._leave();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 1234);
    expect(document.body.getAttribute('style')).toBe('background: beige;');
    expect(document.documentElement.getAttribute('style') ?? '').toBe('');
    // Back in the launcher's corner for the card.
    expect([frame.style.right, frame.style.bottom, frame.style.top, frame.style.left]).toEqual(['16px', '136px', '', '']);
    chat._leave();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('covers the visual viewport, and follows it as the keyboard opens, the browser pans and the keyboard closes', () => {
    const viewport = new FakeViewport(390, 844);
    const { chat, frame } = phone(viewport);
    chat._enter();
    expect([frame.style.top, frame.style.left, frame.style.width, frame.style.height]).toEqual(['0px', '0px', '100%', '844px']);
    expect(frame.style.right).toBe('auto');
    expect(frame.style.bottom).toBe('auto');

    viewport.set({ height: 500 });
    expect(frame.style.height).toBe('500px');
    viewport.set({ offsetTop: 120 });
    viewport.dispatchEvent(new Event('scroll'));
    expect(frame.style.top).toBe('120px');

    viewport.set({ offsetTop: 0, height: 844 });
    expect([frame.style.top, frame.style.height]).toEqual(['0px', '844px']);

    chat._leave();
    viewport.set({ height: 400 });
    expect(frame.style.height).toBe('844px');
  });

  it('keeps the chat out of the safe-area insets, except the home bar’s while the keyboard covers it', () => {
    const viewport = new FakeViewport(390, 844);
    const { chat, frame } = phone(viewport);
    chat._enter();
    // jsdom keeps no env() value: the inline style is read back as written, when it keeps it at all.
    const written: string[] = [];
    const set = jest.spyOn(frame.style, 'borderWidth', 'set').mockImplementation((value: string) => void written.push(value));
    viewport.set({ height: 844 });
    viewport.set({ height: 500 });
    set.mockRestore();
    expect(written[0]).toBe('env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)');
    expect(written[1]).toBe('env(safe-area-inset-top) env(safe-area-inset-right) 0 env(safe-area-inset-left)');
  });

  it('never grows past the window, which would have the browser zoom the page out to show it', () => {
    const viewport = new FakeViewport(844, 1826);
    const { chat, frame } = phone(viewport);
    chat._enter();
    expect([frame.style.top, frame.style.width, frame.style.height]).toEqual(['0px', '100%', '844px']);
  });

  it('without visualViewport (older browsers), covers the window', () => {
    const { chat, frame } = phone(null);
    chat._enter();
    expect([frame.style.top, frame.style.left, frame.style.width, frame.style.height]).toEqual(['0px', '0px', '100%', '844px']);
  });
});
