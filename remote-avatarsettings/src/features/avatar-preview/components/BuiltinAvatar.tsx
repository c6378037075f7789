import type { ComponentType } from 'react';
import { builtinCharacterOf, type BuiltinCharacterId } from 'shared-contracts';
import type { Expression } from './expression';
import { Pico } from './characters/Pico';
import { Sora } from './characters/Sora';
import { Yui, type CharacterProps } from './characters/Yui';

const CHARACTERS: Record<BuiltinCharacterId, ComponentType<CharacterProps>> = { yui: Yui, sora: Sora, pico: Pico };

/** The drawing's own coordinate box; `size` scales it. */
export const AVATAR_VIEWBOX = 160;

export interface BuiltinAvatarProps {
  character: BuiltinCharacterId;
  /** Owner-added emotions have no face of their own: pass 'neutral'. */
  expression?: Expression;
  mouthOpen?: boolean;
  /** Width and height in px (or user units inside another SVG). */
  size?: number;
  x?: number;
  y?: number;
  /** Names the picture for screen readers; without it the drawing is decorative. */
  title?: string;
}

/**
 * A built-in character as one SVG: plain elements and no styling library, so the same component
 * can draw the widget's avatar. Nested in another SVG it takes `x` and `y` there.
 */
export function BuiltinAvatar({ character, expression = 'neutral', mouthOpen = false, size = AVATAR_VIEWBOX, x, y, title }: BuiltinAvatarProps) {
  const Character = CHARACTERS[character];
  return (
    <svg
      viewBox={`0 0 ${AVATAR_VIEWBOX} ${AVATAR_VIEWBOX}`}
      width={size}
      height={size}
      x={x}
      y={y}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      data-character={character}
      data-name={builtinCharacterOf(character).name}
    >
      <Character expression={expression} mouthOpen={mouthOpen} />
    </svg>
  );
}
