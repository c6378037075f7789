/**
 * The five faces every built-in character can make (the built-in emotion keys of
 * shared-contracts' emotion-states.ts); owner-added emotions show `neutral`.
 */
export const EXPRESSIONS = ['neutral', 'joy', 'anger', 'sorrow', 'surprise'] as const;
export type Expression = (typeof EXPRESSIONS)[number];

export function expressionOf(emotion: string | null | undefined): Expression {
  return (EXPRESSIONS as readonly string[]).includes(emotion ?? '') ? (emotion as Expression) : 'neutral';
}

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
