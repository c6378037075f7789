import { ApiRequestError } from 'shared-auth';

/** What a failed call says: shared-auth's calls reject with an ApiRequestError carrying the Japanese message. */
export function messageOf(error: unknown, fallback = 'エラーが発生しました。時間をおいてもう一度お試しください。'): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

export function fieldsOf(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError ? { ...error.fields } : {};
}
