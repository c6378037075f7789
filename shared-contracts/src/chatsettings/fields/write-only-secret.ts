import { z } from 'zod';

/**
 * Secrets (LLM API keys, the LINE channel secret) go one way: a request may carry the secret,
 * the API stores it encrypted and only ever answers whether one is stored.
 */
export const SECRET_STATUSES = ['set', 'unset'] as const;
export type SecretStatus = (typeof SECRET_STATUSES)[number];
export const secretStatusSchema = z.enum(SECRET_STATUSES);

export const SECRET_STATUS_LABELS: Record<SecretStatus, string> = {
  set: '設定済み',
  unset: '未設定',
};

/** Absent: keep the stored secret. null: delete it. A string: replace it. */
export function writeOnlySecretSchema<T extends z.ZodType<string, string>>(secret: T) {
  return secret.nullable().optional();
}
