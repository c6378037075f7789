import { useEffect, useState } from 'react';
import type { BuiltinCharacterId } from 'shared-contracts';
import { BuiltinAvatar } from './BuiltinAvatar';

/** How often the mouth opens and closes while speaking: about the pace of Japanese morae. */
export const MOUTH_FLAP_MS = 140;

export interface SpeakingAvatarProps {
  character: BuiltinCharacterId;
  speaking: boolean;
  size?: number;
}

/** The built-in avatar whose mouth opens and closes while `speaking`, and rests closed otherwise. */
export function SpeakingAvatar({ character, speaking, size = 96 }: SpeakingAvatarProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!speaking) {
      setOpen(false);
      return undefined;
    }
    const timer = setInterval(() => setOpen((was) => !was), MOUTH_FLAP_MS);
    return () => clearInterval(timer);
  }, [speaking]);
  return <BuiltinAvatar character={character} expression={speaking ? 'joy' : 'neutral'} mouthOpen={speaking && open} size={size} />;
}
