import { answerScrollTop, followAnswer } from './answer-scroll';

/**
 * A log as a browser lays it out, which jsdom does not: a viewport `height` px tall at y = 100 on
 * the page, content `content()` px tall, each child at its given top in the content, and a scrollTop
 * the browser clamps to the content.
 */
function fakeLog(height: number) {
  const log = document.createElement('div');
  const tops = new Map<Element, number>();
  let content = 0;
  let scrollTop = 0;
  Object.defineProperty(log, 'clientHeight', { get: () => height });
  Object.defineProperty(log, 'scrollHeight', { get: () => Math.max(height, content) });
  Object.defineProperty(log, 'scrollTop', {
    get: () => scrollTop,
    set: (value: number) => {
      scrollTop = Math.max(0, Math.min(Math.max(height, content) - height, Math.round(value)));
    },
  });
  log.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 320, height });
  const place = (node: HTMLElement, top: number, bottom: number) => {
    tops.set(node, top);
    content = Math.max(content, bottom);
    node.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100 + (tops.get(node) ?? 0) - scrollTop, width: 300, height: bottom - top });
    log.append(node);
    return node;
  };
  /** The content grows (a streamed piece, the form under the answer). */
  const grow = (bottom: number) => {
    content = bottom;
  };
  return { log, place, grow };
}

const el = () => document.createElement('div');

describe('where the log scrolls for an answer', () => {
  it('goes to the bottom while the question and the whole answer fit', () => {
    const { log, place } = fakeLog(400);
    place(el(), 14, 300); // the conversation before
    const question = place(el(), 310, 350);
    const answer = place(el(), 360, 450);
    // The content is 450 px tall: its bottom, 50 px down, shows everything from the question on.
    expect(answerScrollTop(log, question, answer)).toBe(50);
  });

  it('puts the question at the top once the answer (with its form) is taller than the room under it', () => {
    const { log, place } = fakeLog(400);
    place(el(), 14, 300);
    const question = place(el(), 310, 350);
    // The fallback: 申し訳ありません… and the contact form under it, 700 px together.
    const answer = place(el(), 360, 1060);
    expect(answerScrollTop(log, question, answer)).toBe(310 - 12);
  });

  it("puts the answer's start at the top when a long question would leave no room for its first lines", () => {
    const { log, place } = fakeLog(400);
    const question = place(el(), 14, 380);
    const answer = place(el(), 390, 1000);
    expect(answerScrollTop(log, question, answer)).toBe(390 - 12);
    // A restored conversation whose last answer has no question before it (a greeting, a form's thanks).
    expect(answerScrollTop(log, null, answer)).toBe(390 - 12);
  });
});

describe('following an answer as it streams', () => {
  it('follows the growing answer to the bottom, then stops once its question reached the top: no jump back down', () => {
    const { log, place, grow } = fakeLog(400);
    place(el(), 14, 300);
    const question = place(el(), 310, 350);
    const answer = place(el(), 360, 400);
    const follow = followAnswer(log);
    follow(question, answer);
    expect(log.scrollTop).toBe(0);
    const seen: number[] = [];
    for (const bottom of [500, 600, 700, 900, 1200]) {
      grow(bottom + 14);
      follow(question, answer);
      seen.push(log.scrollTop);
    }
    // The bottom while it fits (114, 214), then the question's top held (298) whatever comes after.
    expect(seen).toEqual([114, 214, 298, 298, 298]);
    const box = question.getBoundingClientRect();
    expect(box.top).toBe(100 + 12);
  });

  it('leaves the log alone once the visitor scrolled it, for the rest of this answer', () => {
    const { log, place, grow } = fakeLog(400);
    const question = place(el(), 14, 60);
    const answer = place(el(), 70, 100);
    const follow = followAnswer(log);
    grow(600);
    follow(question, answer);
    expect(log.scrollTop).toBe(2);
    log.scrollTop = 150; // the visitor reads on
    grow(900);
    follow(question, answer);
    expect(log.scrollTop).toBe(150);
    // The next answer follows again.
    const next = followAnswer(log);
    next(question, answer);
    expect(log.scrollTop).toBe(2);
  });
});
