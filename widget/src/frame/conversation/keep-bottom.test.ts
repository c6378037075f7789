import { keepBottomOnResize } from './keep-bottom';

// The log's box shortened by the software keyboard (or a turn of the phone): what showed at its bottom,
// the latest message, still shows there; and the keyboard closed gives the same view back.

/** A log of `content` px with a box the test sizes (jsdom lays nothing out). */
function log(content: number, height: number) {
  const node = document.createElement('div');
  let box = height;
  let top = 0;
  Object.defineProperty(node, 'clientHeight', { get: () => box });
  Object.defineProperty(node, 'scrollHeight', { get: () => content });
  Object.defineProperty(node, 'scrollTop', {
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(content - box, value));
      node.dispatchEvent(new Event('scroll'));
    },
  });
  let observed: ResizeObserverCallback = () => undefined;
  const win = Object.assign(Object.create(window) as Window & typeof globalThis, {
    ResizeObserver: class {
      constructor(callback: ResizeObserverCallback) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  });
  keepBottomOnResize(node, win);
  return {
    node,
    resize(next: number) {
      box = next;
      observed([], {} as ResizeObserver);
    },
  };
}

describe('keepBottomOnResize', () => {
  it('keeps the latest message at the bottom as the keyboard opens, and gives the view back as it closes', () => {
    const chat = log(2000, 700);
    chat.node.scrollTop = 1300;
    chat.resize(400);
    expect(chat.node.scrollTop).toBe(1600);
    chat.resize(700);
    expect(chat.node.scrollTop).toBe(1300);
  });

  it('keeps a visitor reading further up at the line they were reading', () => {
    const chat = log(2000, 700);
    chat.node.scrollTop = 500;
    chat.resize(400);
    expect(chat.node.scrollTop + 400).toBe(1200);
  });

  it('does nothing where the browser has no ResizeObserver', () => {
    const node = document.createElement('div');
    expect(() => keepBottomOnResize(node, Object.assign(Object.create(window), { ResizeObserver: undefined }))).not.toThrow();
  });
});
