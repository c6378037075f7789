import { blush, ink, mouthInside, tear, tongue } from './palette';
import type { Expression, FaceLayout } from './expression';

interface PartProps {
  expression: Expression;
}

/** One eye drawn around (0, 0); `side` mirrors the slanted parts for the right eye. */
function Eye({ expression, iris, side }: PartProps & { iris: string; side: 1 | -1 }) {
  if (expression === 'joy') {
    return <path d="M-7 2 Q0 -7 7 2" fill="none" stroke={ink} strokeWidth={3} strokeLinecap="round" />;
  }
  if (expression === 'surprise') {
    return (
      <g>
        <ellipse rx={7} ry={9} fill="#fff" stroke={ink} strokeWidth={2} />
        <circle r={3.2} fill={iris} />
        <circle r={1.6} fill={ink} />
      </g>
    );
  }
  // Anger narrows the eye from above, sorrow from the outer corner; both keep the anime eye below.
  const ry = expression === 'anger' ? 6.5 : expression === 'sorrow' ? 7 : 8;
  const lid =
    expression === 'anger'
      ? `M${-8 * side} ${-ry - 1} L${8 * side} ${-ry + 3}`
      : expression === 'sorrow'
        ? `M${-8 * side} ${-ry + 3} Q0 ${-ry - 3} ${8 * side} ${-ry + 1}`
        : `M-8 ${-ry + 2} Q0 ${-ry - 4} 8 ${-ry + 2}`;
  return (
    <g>
      <ellipse rx={6} ry={ry} fill={iris} />
      <ellipse cy={1} rx={3} ry={ry - 3.5} fill={ink} />
      <circle cx={-2.2} cy={-ry / 2.4} r={2} fill="#fff" />
      <path d={lid} fill="none" stroke={ink} strokeWidth={2.6} strokeLinecap="round" />
    </g>
  );
}

function Brow({ expression, side, color }: PartProps & { side: 1 | -1; color: string }) {
  const d = {
    neutral: 'M-7 0 Q0 -3 7 0',
    joy: 'M-7 0 Q0 -4 7 0',
    anger: `M${-7 * side} ${-3} L${7 * side} ${3}`,
    sorrow: `M${-7 * side} ${2} L${7 * side} ${-3}`,
    surprise: 'M-7 -1 Q0 -6 7 -1',
  }[expression];
  return <path d={d} fill="none" stroke={color} strokeWidth={2.4} strokeLinecap="round" />;
}

function Mouth({ expression, open }: PartProps & { open: boolean }) {
  if (open) {
    switch (expression) {
      case 'joy':
        return (
          <g>
            <path d="M-10 -2 Q0 14 10 -2 Z" fill={mouthInside} />
            <path d="M-5 6 Q0 2 5 6 Q0 9 -5 6 Z" fill={tongue} />
          </g>
        );
      case 'anger':
        return <path d="M-8 5 Q0 -6 8 5 Z" fill={mouthInside} />;
      case 'surprise':
        return <ellipse rx={6} ry={7.5} fill={mouthInside} />;
      case 'sorrow':
        return <ellipse cy={1} rx={4.5} ry={3.5} fill={mouthInside} />;
      default:
        return (
          <g>
            <ellipse rx={5.5} ry={4.5} fill={mouthInside} />
            <ellipse cy={2.2} rx={3} ry={1.8} fill={tongue} />
          </g>
        );
    }
  }
  const d = {
    neutral: 'M-6 0 Q0 5 6 0',
    joy: 'M-9 -1 Q0 9 9 -1',
    anger: 'M-7 3 Q0 -3 7 3',
    sorrow: 'M-6 3 Q0 -1 6 3',
    surprise: '',
  }[expression];
  if (expression === 'surprise') return <ellipse rx={3.5} ry={4} fill={mouthInside} />;
  return <path d={d} fill="none" stroke={ink} strokeWidth={2.4} strokeLinecap="round" />;
}

/**
 * A vein mark for anger (upper corner) and a tear for sorrow (under the eye). Characters draw it
 * last, over their hair.
 */
export function FaceAccent({ expression, layout }: PartProps & { layout: FaceLayout }) {
  if (expression === 'anger') {
    const x = layout.cx - layout.eyeGap - 16;
    const y = layout.eyeY - 26;
    return (
      <g transform={`translate(${x} ${y})`} stroke="#e11d48" strokeWidth={2.2} fill="none" strokeLinecap="round">
        <path d="M-6 -2 Q-2 -2 -2 -6" />
        <path d="M6 -2 Q2 -2 2 -6" />
        <path d="M-6 2 Q-2 2 -2 6" />
        <path d="M6 2 Q2 2 2 6" />
      </g>
    );
  }
  if (expression === 'sorrow') {
    return <path d={`M${layout.cx + layout.eyeGap + 2} ${layout.eyeY + 8} q-3 6 0 8 q3 -2 0 -8 Z`} fill={tear} stroke="#38bdf8" strokeWidth={0.8} />;
  }
  return null;
}

export interface FacePartsProps {
  expression: Expression;
  mouthOpen: boolean;
  layout: FaceLayout;
  iris: string;
  browColor: string;
  /** Cheeks: off on the robot's screen. */
  withBlush?: boolean;
}

/** Eyes, brows, mouth and cheeks of one expression, placed by the character's layout. */
export function FaceParts({ expression, mouthOpen, layout, iris, browColor, withBlush = true }: FacePartsProps) {
  const { cx, eyeY, eyeGap, mouthY } = layout;
  return (
    <g data-expression={expression} data-mouth={mouthOpen ? 'open' : 'closed'}>
      {withBlush && expression !== 'anger' ? (
        <g fill={blush} opacity={expression === 'joy' ? 0.75 : 0.5}>
          <ellipse cx={cx - eyeGap - 6} cy={eyeY + 12} rx={6} ry={3} />
          <ellipse cx={cx + eyeGap + 6} cy={eyeY + 12} rx={6} ry={3} />
        </g>
      ) : null}
      <g transform={`translate(${cx - eyeGap} ${eyeY - 14})`}>
        <Brow expression={expression} side={1} color={browColor} />
      </g>
      <g transform={`translate(${cx + eyeGap} ${eyeY - 14})`}>
        <Brow expression={expression} side={-1} color={browColor} />
      </g>
      <g transform={`translate(${cx - eyeGap} ${eyeY})`}>
        <Eye expression={expression} iris={iris} side={1} />
      </g>
      <g transform={`translate(${cx + eyeGap} ${eyeY})`}>
        <Eye expression={expression} iris={iris} side={-1} />
      </g>
      <g transform={`translate(${cx} ${mouthY})`}>
        <Mouth expression={expression} open={mouthOpen} />
      </g>
    </g>
  );
}
