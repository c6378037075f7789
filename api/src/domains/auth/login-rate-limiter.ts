import { ApiError } from '../../errors/api-error';
import { messages } from '../../errors/messages';
import type { LoginAttemptsRepository } from './login-attempts-repository';

export interface LoginRateLimit {
  /** Failures of one account from one client address that cost nothing (default 3). */
  freePerAccountAndAddress: number;
  /** Failures of one client address over all accounts that cost nothing (default 20). */
  freePerAddress: number;
  /** The first wait (default 1 s), doubled with each further failure. */
  firstDelayMs: number;
  /** The longest wait (default 15 minutes). */
  maxDelayMs: number;
  /** Failures older than this no longer count (default 15 minutes). */
  windowMs: number;
}

export interface AdmittedAttempt {
  succeeded(): Promise<void>;
}

/**
 * The wait before the next attempt after `failures` failures of which `free` cost nothing: none,
 * then `firstMs` (1 s), doubling with each failure (2 s, 4 s …), at most `maxMs`.
 */
export function throttleDelayMs(failures: number, limit: Pick<LoginRateLimit, 'firstDelayMs' | 'maxDelayMs'>, free: number): number {
  if (failures < free) return 0;
  return Math.min(limit.firstDelayMs * 2 ** Math.min(failures - free, 40), limit.maxDelayMs);
}

/** 「N秒後」 or 「約N分後」: how long the 429 asks to wait. */
function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds}秒後` : `約${Math.ceil(seconds / 60)}分後`;
}

/**
 * Throttles sign-in guesses without locking the owner out (issue #41): failures are counted per
 * account and client address together, and per client address over all accounts, never per account
 * alone, so someone who knows the owner's mail address cannot keep the owner out: a right password
 * from an address that has not failed is always checked. Past the free failures each further attempt
 * from that address waits a doubling delay after its last failure (429 with Retry-After). A success
 * starts the account's count from that address afresh; the address's own count keeps running.
 *
 * Attempts are counted in PostgreSQL, so every replica shares the counts. An attempt is recorded as a
 * failure before its password is checked and only then marked as a success: a burst of parallel
 * guesses therefore sees itself and cannot slip past the throttle.
 */
export function createLoginRateLimiter(attempts: LoginAttemptsRepository, limit: LoginRateLimit) {
  return {
    async admit(email: string, address: string, now: Date = new Date()): Promise<AdmittedAttempt> {
      const windowStart = new Date(now.getTime() - limit.windowMs);
      await attempts.pruneBefore(windowStart);
      const id = await attempts.record({ email, address, at: now });

      const lastSuccess = await attempts.lastSuccessSince({ email, address }, windowStart);
      const pairStart = lastSuccess && lastSuccess > windowStart ? lastSuccess : windowStart;
      const [pair, source] = await Promise.all([
        attempts.failureStats({ email, address }, pairStart, id),
        attempts.failureStats({ address }, windowStart, id),
      ]);
      const readyAt = (stats: { count: number; latest: Date | null }, free: number): number =>
        stats.latest === null ? 0 : stats.latest.getTime() + throttleDelayMs(stats.count, limit, free);
      const waitMs = Math.max(readyAt(pair, limit.freePerAccountAndAddress), readyAt(source, limit.freePerAddress)) - now.getTime();

      if (waitMs > 0) {
        // A refused attempt is not a guess: not counting it lets the wait end on time.
        await attempts.remove(id);
        const seconds = Math.ceil(waitMs / 1000);
        throw new ApiError(429, 'too_many_attempts', messages.tooManyLoginAttempts(waitText(seconds)), { 'retry-after': String(seconds) });
      }
      return { succeeded: () => attempts.markSucceeded(id) };
    },
  };
}

export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;
