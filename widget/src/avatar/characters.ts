import type { BuiltinCharacterId } from 'shared-contracts';
import { faceAccent, faceParts } from './face-parts';
import { HUMAN_FACE, type Expression, type FaceLayout } from './expression';
import { purple, skin } from './palette';
import { s } from './svg';

export interface DrawnCharacter {
  node: SVGElement;
  setMouth(open: number): void;
}

const SCREEN_FACE: FaceLayout = { cx: 80, eyeY: 84, eyeGap: 15, mouthY: 102 };

/** ゆい: long purple hair with a star clip, a purple collar. */
function yui(expression: Expression): DrawnCharacter {
  const face = faceParts({ expression, layout: HUMAN_FACE, iris: purple[600], browColor: purple[900] });
  const node = s('g', {}, [
    s('path', { d: 'M34 88 C28 42 58 28 80 28 C102 28 132 42 126 88 L130 150 C120 158 108 152 106 142 L54 142 C52 152 40 158 30 150 Z', fill: purple[800] }),
    s('path', { d: 'M26 160 C28 140 50 130 80 130 C110 130 132 140 134 160 Z', fill: purple[600] }),
    s('path', { d: 'M64 130 L80 146 L96 130 Z', fill: '#fff' }),
    s('rect', { x: 72, y: 114, width: 16, height: 20, rx: 6, fill: skin.shade }),
    s('ellipse', { cx: 80, cy: 88, rx: 40, ry: 41, fill: skin.base }),
    face.node,
    s('path', {
      d: 'M39 92 C36 56 56 38 80 38 C104 38 124 56 121 92 C117 78 110 68 100 62 C98 70 92 76 82 78 C86 70 86 64 84 58 C76 68 62 74 48 76 C44 80 41 86 39 92 Z',
      fill: purple[700],
    }),
    s('path', { d: 'M112 52 l3 6 6 1 -4.5 4 1.2 6.5 -5.7 -3 -5.7 3 1.2 -6.5 -4.5 -4 6 -1 Z', fill: purple[200] }),
    faceAccent(expression, HUMAN_FACE),
  ]);
  return { node, setMouth: face.setMouth };
}

/** そら: short, spiky lavender hair with a cowlick, a hooded top. */
function sora(expression: Expression): DrawnCharacter {
  const face = faceParts({ expression, layout: HUMAN_FACE, iris: purple[500], browColor: purple[800] });
  const node = s('g', {}, [
    s('path', { d: 'M38 90 C34 48 58 34 80 34 C102 34 126 48 122 90 C120 100 118 106 116 110 L44 110 C42 106 40 100 38 90 Z', fill: purple[500] }),
    s('path', { d: 'M24 160 C26 138 50 128 80 128 C110 128 134 138 136 160 Z', fill: purple[700] }),
    s('path', { d: 'M56 130 C64 142 96 142 104 130', fill: 'none', stroke: purple[300], 'stroke-width': 4, 'stroke-linecap': 'round' }),
    s('rect', { x: 72, y: 114, width: 16, height: 20, rx: 6, fill: skin.shade }),
    s('ellipse', { cx: 80, cy: 88, rx: 39, ry: 40, fill: skin.base }),
    face.node,
    s('path', { d: 'M40 86 C40 54 58 40 80 40 C102 40 120 54 120 86 L112 68 L104 76 L98 62 L88 72 L80 58 L72 72 L62 62 L56 76 L48 68 Z', fill: purple[400] }),
    s('path', { d: 'M80 42 C76 28 88 20 96 22 C88 26 84 32 80 42 Z', fill: purple[400] }),
    faceAccent(expression, HUMAN_FACE),
  ]);
  return { node, setMouth: face.setMouth };
}

/** ピコ: a round purple robot whose face is a light screen, with an antenna and ear lamps. */
function pico(expression: Expression): DrawnCharacter {
  const face = faceParts({ expression, layout: SCREEN_FACE, iris: purple[700], browColor: purple[700], withBlush: false });
  const node = s('g', {}, [
    s('path', { d: 'M30 160 C32 140 52 132 80 132 C108 132 128 140 130 160 Z', fill: purple[700] }),
    s('circle', { cx: 80, cy: 146, r: 5, fill: purple[200] }),
    s('line', { x1: 80, y1: 44, x2: 80, y2: 26, stroke: purple[800], 'stroke-width': 4, 'stroke-linecap': 'round' }),
    s('circle', { cx: 80, cy: 24, r: 7, fill: purple[300] }),
    s('circle', { cx: 30, cy: 84, r: 9, fill: purple[800] }),
    s('circle', { cx: 130, cy: 84, r: 9, fill: purple[800] }),
    s('rect', { x: 34, y: 40, width: 92, height: 90, rx: 34, fill: purple[600] }),
    s('rect', { x: 44, y: 56, width: 72, height: 62, rx: 24, fill: purple[100] }),
    face.node,
    faceAccent(expression, SCREEN_FACE),
  ]);
  return { node, setMouth: face.setMouth };
}

export const CHARACTER_DRAWINGS: Record<BuiltinCharacterId, (expression: Expression) => DrawnCharacter> = { yui, sora, pico };

/** The Japanese names of the built-in characters (as shared-contracts' builtin-characters.ts). */
export const CHARACTER_NAMES: Record<BuiltinCharacterId, string> = { yui: 'ゆい', sora: 'そら', pico: 'ピコ' };
