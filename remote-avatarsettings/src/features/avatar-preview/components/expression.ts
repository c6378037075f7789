import type { BuiltinEmotionKey } from 'shared-contracts';

/**
 * Where a face's parts sit in the 160 × 160 drawing. Characters share the parts and place them:
 * the human faces at one height, the robot's screen a little higher.
 */
export interface FaceLayout {
  cx: number;
  eyeY: number;
  /** Half the distance between the eyes. */
  eyeGap: number;
  mouthY: number;
}

export const HUMAN_FACE: FaceLayout = { cx: 80, eyeY: 90, eyeGap: 16, mouthY: 110 };

/** The five faces every built-in character can make; owner-added emotions show `neutral`. */
export type Expression = BuiltinEmotionKey;
