import { ApiError } from '../../errors/api-error';
import { messages } from '../../errors/messages';
import type { LoginAttemptsRepository } from './login-attempts-repository';

export interface LoginRateLimit {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMs: number;
}

export interface AdmittedAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts failed sign-ins per account and per address in PostgreSQL, so every replica shares the counts.
 * An attempt is recorded as a failure before its password is checked and only then marked as a success:
 * a burst of parallel guesses therefore sees itself and cannot slip past the limit.
 */
export function createLoginRateLimiter(attempts: LoginAttemptsRepository, limit: LoginRateLimit) {
  /** Seconds until the oldest of the `max` newest failures leaves the window. */
  function secondsUntilFree(others: { createdAt: Date }[], max: number, now: Date): number | null {
    if (others.length < max) return null;
    const freeingFailure = others[max - 1];
    if (!freeingFailure) return null;
    return Math.max(1, Math.ceil((freeingFailure.createdAt.getTime() + limit.windowMs - now.getTime()) / 1000));
  }

  return {
    async admit(email: string, address: string, now: Date = new Date()): Promise<AdmittedAttempt> {
      const windowStart = new Date(now.getTime() - limit.windowMs);
      await attempts.pruneBefore(windowStart);
      const id = await attempts.record({ email, address, at: now });

      // A successful sign-in starts the account's count afresh; the address keeps counting.
      const lastSuccess = await attempts.lastSuccessSince(email, windowStart);
      const accountStart = lastSuccess && lastSuccess > windowStart ? lastSuccess : windowStart;
      const [accountFailures, addressFailures] = await Promise.all([
        attempts.failuresSince({ email }, accountStart, limit.maxPerAccount + 1),
        attempts.failuresSince({ address }, windowStart, limit.maxPerAddress + 1),
      ]);
      const waits = [
        secondsUntilFree(accountFailures.filter((a) => a.id !== id), limit.maxPerAccount, now),
        secondsUntilFree(addressFailures.filter((a) => a.id !== id), limit.maxPerAddress, now),
      ].filter((s): s is number => s !== null);

      if (waits.length > 0) {
        // A refused attempt is not a guess: not counting it lets the lock end on time.
        await attempts.remove(id);
        throw new ApiError(429, 'too_many_attempts', messages.tooManyLoginAttempts, {
          'retry-after': String(Math.max(...waits)),
        });
      }
      return { succeeded: () => attempts.markSucceeded(id) };
    },
  };
}

export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;
