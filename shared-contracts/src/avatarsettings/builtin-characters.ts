import { z } from 'zod';

/**
 * The characters the console and the widget draw themselves (SVG), for owners who have no images
 * of their own yet. The id is what settings store; the drawing lives with the widget's avatar.
 */
export const BUILTIN_CHARACTER_IDS = ['yui', 'sora', 'pico'] as const;
export type BuiltinCharacterId = (typeof BUILTIN_CHARACTER_IDS)[number];

export interface BuiltinCharacter {
  id: BuiltinCharacterId;
  name: string;
  description: string;
}

export const BUILTIN_CHARACTERS: readonly BuiltinCharacter[] = [
  { id: 'yui', name: 'ゆい', description: 'ロングヘアのやさしい案内役' },
  { id: 'sora', name: 'そら', description: 'ショートヘアの元気なナビゲーター' },
  { id: 'pico', name: 'ピコ', description: '丸いロボットのマスコット' },
];

export const builtinCharacterIdSchema = z.enum(BUILTIN_CHARACTER_IDS, { error: '内蔵キャラクターを選んでください' });

export function builtinCharacterOf(id: BuiltinCharacterId): BuiltinCharacter {
  const found = BUILTIN_CHARACTERS.find((c) => c.id === id);
  if (!found) throw new Error(`unknown built-in character ${id}`);
  return found;
}
