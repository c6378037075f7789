import { labels } from '../labels';

/** A refused or failed call, with the API's Japanese message (or ours when nothing came back). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field path → Japanese message, from a 400. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The ApiError a non-2xx response stands for. */
export async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fields = typeof record.fields === 'object' && record.fields !== null ? (record.fields as Record<string, string>) : {};
  return new ApiError(
    response.status,
    typeof record.code === 'string' ? record.code : `http_${response.status}`,
    typeof record.message === 'string' ? record.message : labels.failed,
    fields,
  );
}

export const networkError = () => new ApiError(0, 'network', labels.network);
