import { blush, ink, mouthInside, tear, tongue } from './palette';
import type { Expression, FaceLayout } from './expression';
import { s } from './svg';

const round = { fill: 'none', 'stroke-linecap': 'round' } as const;

/** One eye drawn around (0, 0); `side` mirrors the slanted parts for the right eye. */
function eye(expression: Expression, iris: string, side: 1 | -1): SVGElement {
  if (expression === 'joy') return s('path', { d: 'M-7 2 Q0 -7 7 2', ...round, stroke: ink, 'stroke-width': 3 });
  if (expression === 'surprise') {
    return s('g', {}, [
      s('ellipse', { rx: 7, ry: 9, fill: '#fff', stroke: ink, 'stroke-width': 2 }),
      s('circle', { r: 3.2, fill: iris }),
      s('circle', { r: 1.6, fill: ink }),
    ]);
  }
  // Anger narrows the eye from above, sorrow from the outer corner; both keep the anime eye below.
  const ry = expression === 'anger' ? 6.5 : expression === 'sorrow' ? 7 : 8;
  const lid =
    expression === 'anger'
      ? `M${-8 * side} ${-ry - 1} L${8 * side} ${-ry + 3}`
      : expression === 'sorrow'
        ? `M${-8 * side} ${-ry + 3} Q0 ${-ry - 3} ${8 * side} ${-ry + 1}`
        : `M-8 ${-ry + 2} Q0 ${-ry - 4} 8 ${-ry + 2}`;
  return s('g', {}, [
    s('ellipse', { rx: 6, ry, fill: iris }),
    s('ellipse', { cy: 1, rx: 3, ry: ry - 3.5, fill: ink }),
    s('circle', { cx: -2.2, cy: -ry / 2.4, r: 2, fill: '#fff' }),
    s('path', { d: lid, ...round, stroke: ink, 'stroke-width': 2.6 }),
  ]);
}

function brow(expression: Expression, side: 1 | -1, color: string): SVGElement {
  const d = {
    neutral: 'M-7 0 Q0 -3 7 0',
    joy: 'M-7 0 Q0 -4 7 0',
    anger: `M${-7 * side} -3 L${7 * side} 3`,
    sorrow: `M${-7 * side} 2 L${7 * side} -3`,
    surprise: 'M-7 -1 Q0 -6 7 -1',
  }[expression];
  return s('path', { d, ...round, stroke: color, 'stroke-width': 2.4 });
}

/** The mouth at a given opening: 0 closed, 1 wide open; in between the open shape is scaled. */
function mouth(expression: Expression, open: number): SVGElement {
  if (open > 0) {
    let shape: SVGElement;
    switch (expression) {
      case 'joy':
        shape = s('g', {}, [s('path', { d: 'M-10 -2 Q0 14 10 -2 Z', fill: mouthInside }), s('path', { d: 'M-5 6 Q0 2 5 6 Q0 9 -5 6 Z', fill: tongue })]);
        break;
      case 'anger':
        shape = s('path', { d: 'M-8 5 Q0 -6 8 5 Z', fill: mouthInside });
        break;
      case 'surprise':
        shape = s('ellipse', { rx: 6, ry: 7.5, fill: mouthInside });
        break;
      case 'sorrow':
        shape = s('ellipse', { cy: 1, rx: 4.5, ry: 3.5, fill: mouthInside });
        break;
      default:
        shape = s('g', {}, [s('ellipse', { rx: 5.5, ry: 4.5, fill: mouthInside }), s('ellipse', { cy: 2.2, rx: 3, ry: 1.8, fill: tongue })]);
    }
    // A half-open mouth keeps its width and loses height, as a real one does between morae.
    return s('g', { transform: `scale(1 ${Math.max(0.35, Math.min(1, open)).toFixed(2)})` }, [shape]);
  }
  if (expression === 'surprise') return s('ellipse', { rx: 3.5, ry: 4, fill: mouthInside });
  const d = { neutral: 'M-6 0 Q0 5 6 0', joy: 'M-9 -1 Q0 9 9 -1', anger: 'M-7 3 Q0 -3 7 3', sorrow: 'M-6 3 Q0 -1 6 3' }[expression];
  return s('path', { d, ...round, stroke: ink, 'stroke-width': 2.4 });
}

const at = (x: number, y: number, child: SVGElement) => s('g', { transform: `translate(${x} ${y})` }, [child]);

/** A vein mark for anger (upper corner) and a tear for sorrow (under the eye), drawn over the hair. */
export function faceAccent(expression: Expression, layout: FaceLayout): SVGElement | null {
  if (expression === 'anger') {
    return s(
      'g',
      { transform: `translate(${layout.cx - layout.eyeGap - 16} ${layout.eyeY - 26})`, stroke: '#e11d48', 'stroke-width': 2.2, ...round },
      ['M-6 -2 Q-2 -2 -2 -6', 'M6 -2 Q2 -2 2 -6', 'M-6 2 Q-2 2 -2 6', 'M6 2 Q2 2 2 6'].map((d) => s('path', { d })),
    );
  }
  if (expression === 'sorrow') {
    return s('path', { d: `M${layout.cx + layout.eyeGap + 2} ${layout.eyeY + 8} q-3 6 0 8 q3 -2 0 -8 Z`, fill: tear, stroke: '#38bdf8', 'stroke-width': 0.8 });
  }
  return null;
}

export interface FacePartsOptions {
  expression: Expression;
  layout: FaceLayout;
  iris: string;
  browColor: string;
  /** Cheeks: off on the robot's screen. */
  withBlush?: boolean;
}

/**
 * Eyes, brows and cheeks of one expression, and a slot for the mouth that `setMouth` redraws alone
 * (the mouth changes several times a second while speaking; the rest stays put).
 */
export function faceParts({ expression, layout, iris, browColor, withBlush = true }: FacePartsOptions): { node: SVGElement; setMouth(open: number): void } {
  const { cx, eyeY, eyeGap, mouthY } = layout;
  const mouthSlot = s('g', { transform: `translate(${cx} ${mouthY})`, 'data-part': 'mouth' });
  const node = s('g', { 'data-expression': expression }, [
    withBlush && expression !== 'anger'
      ? s('g', { fill: blush, opacity: expression === 'joy' ? 0.75 : 0.5 }, [
          s('ellipse', { cx: cx - eyeGap - 6, cy: eyeY + 12, rx: 6, ry: 3 }),
          s('ellipse', { cx: cx + eyeGap + 6, cy: eyeY + 12, rx: 6, ry: 3 }),
        ])
      : null,
    at(cx - eyeGap, eyeY - 14, brow(expression, 1, browColor)),
    at(cx + eyeGap, eyeY - 14, brow(expression, -1, browColor)),
    at(cx - eyeGap, eyeY, eye(expression, iris, 1)),
    at(cx + eyeGap, eyeY, eye(expression, iris, -1)),
    mouthSlot,
  ]);
  let drawn = -1;
  const setMouth = (open: number) => {
    if (open === drawn) return;
    drawn = open;
    mouthSlot.replaceChildren(mouth(expression, open));
    node.setAttribute('data-mouth', open > 0 ? 'open' : 'closed');
  };
  setMouth(0);
  return { node, setMouth };
}
