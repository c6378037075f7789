import { FaceAccent, FaceParts } from '../FaceParts';
import { HUMAN_FACE, type Expression } from '../expression';
import { purple, skin } from '../palette';

export interface CharacterProps {
  expression: Expression;
  mouthOpen: boolean;
}

/** ゆい: long purple hair with a star clip, a purple collar. */
export function Yui({ expression, mouthOpen }: CharacterProps) {
  return (
    <g>
      <path d="M34 88 C28 42 58 28 80 28 C102 28 132 42 126 88 L130 150 C120 158 108 152 106 142 L54 142 C52 152 40 158 30 150 Z" fill={purple[800]} />
      <path d="M26 160 C28 140 50 130 80 130 C110 130 132 140 134 160 Z" fill={purple[600]} />
      <path d="M64 130 L80 146 L96 130 Z" fill="#fff" />
      <rect x={72} y={114} width={16} height={20} rx={6} fill={skin.shade} />
      <ellipse cx={80} cy={88} rx={40} ry={41} fill={skin.base} />
      <FaceParts expression={expression} mouthOpen={mouthOpen} layout={HUMAN_FACE} iris={purple[600]} browColor={purple[900]} />
      <path
        d="M39 92 C36 56 56 38 80 38 C104 38 124 56 121 92 C117 78 110 68 100 62 C98 70 92 76 82 78 C86 70 86 64 84 58 C76 68 62 74 48 76 C44 80 41 86 39 92 Z"
        fill={purple[700]}
      />
      <path d="M112 52 l3 6 6 1 -4.5 4 1.2 6.5 -5.7 -3 -5.7 3 1.2 -6.5 -4.5 -4 6 -1 Z" fill={purple[200]} />
      <FaceAccent expression={expression} layout={HUMAN_FACE} />
    </g>
  );
}
