import type { createTestContext } from '../helper';
import { PUBLIC_APP_OPTIONS } from '../public/public-fixtures';

const LARGE = 1_000_000;

/**
 * The app the fuzz run and the tenancy matrix call thousands of times: no outbound network (every
 * name unresolvable), no retention job, and rate limits out of reach, so what answers is the route.
 */
export const FUZZ_APP_OPTIONS = {
  ...PUBLIC_APP_OPTIONS,
  outboundHttp: {
    lookup: async (hostname: string) => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    },
    timeoutMs: 2_000,
  },
  historyRetention: { enabled: false },
  rateLimit: { max: LARGE, notFoundMax: LARGE, timeWindowMs: 60_000 },
  loginRateLimit: { freeFailuresPerAccountAndAddress: LARGE, freeFailuresPerAddress: LARGE, windowSeconds: 60 },
  publicRateLimit: { perAddressMax: LARGE, newVisitorsPerAddressMax: LARGE, perVisitorMax: LARGE, messagesPerVisitorMax: LARGE, timeWindowMs: 60_000 },
} satisfies Parameters<typeof createTestContext>[0];
