import type { UrlSettings } from 'shared-contracts';

/**
 * Where an agent's widget may run. The page's origin is what the loader read from `location.origin`;
 * a page can lie about it in a request, which is why the frame's frame-ancestors (enforced by the
 * browser) carries the same list. The console's own origins are always allowed: the owner's test
 * chat runs there, and what it says is kept out of the analytics as a preview.
 */

export interface OriginDecision {
  allowed: boolean;
  /** True for the console's own origins. */
  preview: boolean;
}

/** `location.origin` spelled canonically (lower-case scheme and host, no default port), or null. */
export function canonicalOrigin(value: string): string | null {
  if (value.length > 300) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  // An origin has no path; "https://a.example/" is how some callers write it.
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') return null;
  return url.origin;
}

export function decideOrigin(
  settings: Pick<UrlSettings, 'restrict_origins' | 'allowed_origins'>,
  consoleOrigins: readonly string[],
  claimed: string,
): OriginDecision {
  const origin = canonicalOrigin(claimed);
  if (origin === null) return { allowed: false, preview: false };
  if (consoleOrigins.some((console) => canonicalOrigin(console) === origin)) return { allowed: true, preview: true };
  if (!settings.restrict_origins) return { allowed: true, preview: false };
  const allowed = settings.allowed_origins.some((entry) => canonicalOrigin(entry) === origin);
  return { allowed, preview: false };
}

/**
 * Whether a visitor token issued for `origin` may still be used: the site must be allowed now, not
 * only when the token was issued (the owner may have restricted the sites since). A token from before
 * tokens named their site counts as any site's: fine while every site is allowed, refused once the
 * owner restricts them (the frame gets a new token with its next start).
 */
export function visitorOriginAllowed(
  settings: Pick<UrlSettings, 'restrict_origins' | 'allowed_origins'>,
  consoleOrigins: readonly string[],
  origin: string | null,
): boolean {
  if (origin === null) return !settings.restrict_origins;
  return decideOrigin(settings, consoleOrigins, origin).allowed;
}

/**
 * The frame-ancestors source list of the frame: `*` when the owner lets any site embed it (CSP's `*`
 * covers http and https pages, not file: or data:), else the allowed origins; and always the console.
 */
export function frameAncestors(settings: Pick<UrlSettings, 'restrict_origins' | 'allowed_origins'>, consoleOrigins: readonly string[]): string[] {
  const sources = settings.restrict_origins ? settings.allowed_origins : ['*'];
  const all = [...sources, ...consoleOrigins].map((source) => (source === '*' ? source : canonicalOrigin(source))).filter((s): s is string => s !== null);
  return [...new Set(all)];
}
