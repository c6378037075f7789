import { BUILTIN_EMOTION_LABELS } from 'shared-contracts';

/** An emotion by the owner's name for it, else the built-in name, else its key (one since deleted). */
export function emotionLabel(key: string, ownerLabels: Readonly<Record<string, string>>): string {
  return ownerLabels[key] ?? (BUILTIN_EMOTION_LABELS as Record<string, string>)[key] ?? key;
}
