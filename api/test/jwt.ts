import { createHmac } from 'node:crypto';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Hand-made tokens for forgery tests, independent of the library the API uses to sign. */
export function signHs256(payload: object, secret: string): string {
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export function unsigned(payload: object): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

export function inOneMinute(): { iat: number; exp: number } {
  const now = Math.floor(Date.now() / 1000);
  return { iat: now, exp: now + 60 };
}
