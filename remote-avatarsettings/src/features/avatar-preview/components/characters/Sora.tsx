import { FaceAccent, FaceParts } from '../FaceParts';
import { HUMAN_FACE } from '../expression';
import { purple, skin } from '../palette';
import type { CharacterProps } from './Yui';

/** そら: short, spiky lavender hair with a cowlick, a hooded top. */
export function Sora({ expression, mouthOpen }: CharacterProps) {
  return (
    <g>
      <path d="M38 90 C34 48 58 34 80 34 C102 34 126 48 122 90 C120 100 118 106 116 110 L44 110 C42 106 40 100 38 90 Z" fill={purple[500]} />
      <path d="M24 160 C26 138 50 128 80 128 C110 128 134 138 136 160 Z" fill={purple[700]} />
      <path d="M56 130 C64 142 96 142 104 130" fill="none" stroke={purple[300]} strokeWidth={4} strokeLinecap="round" />
      <rect x={72} y={114} width={16} height={20} rx={6} fill={skin.shade} />
      <ellipse cx={80} cy={88} rx={39} ry={40} fill={skin.base} />
      <FaceParts expression={expression} mouthOpen={mouthOpen} layout={HUMAN_FACE} iris={purple[500]} browColor={purple[800]} />
      <path d="M40 86 C40 54 58 40 80 40 C102 40 120 54 120 86 L112 68 L104 76 L98 62 L88 72 L80 58 L72 72 L62 62 L56 76 L48 68 Z" fill={purple[400]} />
      <path d="M80 42 C76 28 88 20 96 22 C88 26 84 32 80 42 Z" fill={purple[400]} />
      <FaceAccent expression={expression} layout={HUMAN_FACE} />
    </g>
  );
}
