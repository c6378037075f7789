/**
 * Where the log scrolls while an answer arrives. The bottom is the wrong place once the answer is
 * taller than the log: a fallback that brings the contact form then showed only the form, the
 * visitor's question and the answer's 「申し訳ありません…」 scrolled out of view above it. So the log
 * follows the answer as it grows only until the answer's start reaches the top (with the question
 * above it when both fit), and the visitor scrolls on from there.
 */

/** Room kept above the top element, as the log's own padding leaves above its first message. */
const MARGIN_PX = 12;
/**
 * How much of the answer's start must show under the question for both to count as fitting: its
 * first lines (14 px type at 1.6 line height, in a bubble with 8 px padding) and a little over.
 */
const ANSWER_START_PX = 72;

/** `node`'s top in the log's scrolled content, in px. */
function contentTop(log: HTMLElement, node: HTMLElement): number {
  return node.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop;
}

/**
 * The scrollTop that shows `answer` (the reply to `question`) as well as it can: the bottom while
 * the two fit; else the question at the top when it leaves room for the answer's first lines; else
 * the answer's start at the top.
 */
export function answerScrollTop(log: HTMLElement, question: HTMLElement | null, answer: HTMLElement): number {
  const answerTop = contentTop(log, answer);
  const questionTop = question ? contentTop(log, question) : answerTop;
  const top = answerTop - questionTop + ANSWER_START_PX <= log.clientHeight ? questionTop : answerTop;
  const bottom = log.scrollHeight - log.clientHeight;
  return Math.max(0, Math.min(bottom, top - MARGIN_PX));
}

/**
 * One answer's scrolling: call it with the question and the answer as they stand after each change
 * (a streamed piece, the finished message with its form). Once the visitor scrolls the log away from
 * where it was put (to read back), it leaves the log alone for the rest of this answer.
 */
export function followAnswer(log: HTMLElement): (question: HTMLElement | null, answer: HTMLElement) => void {
  let placed: number | null = null;
  return (question, answer) => {
    // 2 px: the browser rounds a fractional scrollTop it is given.
    if (placed !== null && Math.abs(log.scrollTop - placed) > 2) return;
    log.scrollTop = answerScrollTop(log, question, answer);
    placed = log.scrollTop;
  };
}
