import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReportLinkKind } from 'shared-contracts';

/**
 * The links of the mail. Each carries a signed reference (HMAC-SHA256 under a key derived from the
 * API's signing secret), never a credential: it names the owner and agent it was made for, what it
 * opens and until when. The console resolves it for the signed-in owner, and the API refuses it for
 * anyone else; so a forwarded mail lets nobody act. The unsubscribe link is the one that works
 * without sign-in, and all it can do is turn the report off.
 */

/** How long a link of the mail opens what it names. */
export const REPORT_LINK_TTL_DAYS = 30;
/** The longest visitor question a teach link carries (the dialog takes the rest from the owner). */
const QUESTION_MAX = 200;

export interface ReportLinkClaims {
  kind: ReportLinkKind;
  agentId: string;
  ownerId: string;
  from: string;
  to: string;
  question: string | null;
  messageId: string | null;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export interface UnsubscribeClaims {
  agentId: string;
  ownerId: string;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function keyOf(secret: string, purpose: 'link' | 'unsubscribe'): Buffer {
  return createHmac('sha256', secret).update(`weekly-report-${purpose}`).digest();
}

function sign(secret: string, purpose: 'link' | 'unsubscribe', body: object): string {
  const payload = base64url(JSON.stringify(body));
  return `${payload}.${createHmac('sha256', keyOf(secret, purpose)).update(payload).digest('base64url')}`;
}

function verify(secret: string, purpose: 'link' | 'unsubscribe', token: string): Record<string, unknown> | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', keyOf(secret, purpose)).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const body: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function signReportLink(secret: string, claims: Omit<ReportLinkClaims, 'expiresAt'>, now: Date, ttlDays = REPORT_LINK_TTL_DAYS): string {
  return sign(secret, 'link', {
    k: claims.kind,
    a: claims.agentId,
    o: claims.ownerId,
    f: claims.from,
    t: claims.to,
    q: claims.question === null ? null : [...claims.question].slice(0, QUESTION_MAX).join(''),
    m: claims.messageId,
    e: Math.floor(now.getTime() / 1000 + ttlDays * 86_400),
  });
}

export type ResolvedLink = { ok: true; claims: ReportLinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** The link's claims when its signature holds, it has not expired and it was made for this owner and agent. */
export function resolveReportLink(secret: string, token: string, owner: { id: string; agentId: string }, now: Date): ResolvedLink {
  const body = verify(secret, 'link', token);
  const kind = text(body?.k);
  if (!body || (kind !== 'teach' && kind !== 'proposals' && kind !== 'analytics')) return { ok: false, reason: 'invalid' };
  // Another owner's link is as unknown to this one as a made-up one: 404, never a hint.
  if (body.a !== owner.agentId || body.o !== owner.id) return { ok: false, reason: 'invalid' };
  const expiresAt = typeof body.e === 'number' ? body.e : 0;
  if (expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    claims: {
      kind,
      agentId: owner.agentId,
      ownerId: owner.id,
      from: text(body.f) ?? '',
      to: text(body.t) ?? '',
      question: text(body.q),
      messageId: text(body.m),
      expiresAt,
    },
  };
}

export function signUnsubscribe(secret: string, claims: UnsubscribeClaims): string {
  return sign(secret, 'unsubscribe', { a: claims.agentId, o: claims.ownerId });
}

export function verifyUnsubscribe(secret: string, token: string): UnsubscribeClaims | null {
  const body = verify(secret, 'unsubscribe', token);
  const agentId = text(body?.a);
  const ownerId = text(body?.o);
  return agentId && ownerId ? { agentId, ownerId } : null;
}
