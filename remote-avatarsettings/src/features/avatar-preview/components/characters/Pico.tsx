import { FaceAccent, FaceParts } from '../FaceParts';
import type { FaceLayout } from '../expression';
import { purple } from '../palette';
import type { CharacterProps } from './Yui';

const SCREEN_FACE: FaceLayout = { cx: 80, eyeY: 84, eyeGap: 15, mouthY: 102 };

/** ピコ: a round purple robot whose face is a light screen, with an antenna and ear lamps. */
export function Pico({ expression, mouthOpen }: CharacterProps) {
  return (
    <g>
      <path d="M30 160 C32 140 52 132 80 132 C108 132 128 140 130 160 Z" fill={purple[700]} />
      <circle cx={80} cy={146} r={5} fill={purple[200]} />
      <line x1={80} y1={44} x2={80} y2={26} stroke={purple[800]} strokeWidth={4} strokeLinecap="round" />
      <circle cx={80} cy={24} r={7} fill={purple[300]} />
      <circle cx={30} cy={84} r={9} fill={purple[800]} />
      <circle cx={130} cy={84} r={9} fill={purple[800]} />
      <rect x={34} y={40} width={92} height={90} rx={34} fill={purple[600]} />
      <rect x={44} y={56} width={72} height={62} rx={24} fill={purple[100]} />
      <FaceParts expression={expression} mouthOpen={mouthOpen} layout={SCREEN_FACE} iris={purple[700]} browColor={purple[700]} withBlush={false} />
      <FaceAccent expression={expression} layout={SCREEN_FACE} />
    </g>
  );
}
