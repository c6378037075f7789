import { compileUrlPattern, type CompiledUrlPattern } from './compile-url-pattern';
import { parseHttpUrl } from './http-url';

export interface UrlPatternEntry {
  readonly pattern: string;
}

export interface UrlMatcher<T extends UrlPatternEntry> {
  /** The first entry, in the order given, whose pattern covers `url`; null for non-http(s) URLs. */
  match(url: string | URL): T | null;
  /** Entries whose pattern could not be compiled; they never match, and the caller should say so. */
  readonly rejected: readonly T[];
}

interface Compiled<T> {
  readonly order: number;
  readonly entry: T;
  readonly compiled: CompiledUrlPattern;
}

/**
 * Matches URLs against many patterns (forbidden URLs, page rules). Patterns are filed by host, so a
 * URL is only tested against the patterns for its own host and the parent domains of it.
 */
export function createUrlMatcher<T extends UrlPatternEntry>(entries: readonly T[]): UrlMatcher<T> {
  const exactHosts = new Map<string, Compiled<T>[]>();
  const parentDomains = new Map<string, Compiled<T>[]>();
  const rejected: T[] = [];

  entries.forEach((entry, order) => {
    let compiled: CompiledUrlPattern;
    try {
      compiled = compileUrlPattern(entry.pattern);
    } catch {
      rejected.push(entry);
      return;
    }
    const index = compiled.subdomains ? parentDomains : exactHosts;
    const filed = index.get(compiled.host) ?? [];
    filed.push({ order, entry, compiled });
    index.set(compiled.host, filed);
  });

  return {
    rejected,
    match(input) {
      const url = parseHttpUrl(input);
      if (url === null) return null;
      const candidates = [...(exactHosts.get(url.host) ?? [])];
      for (let dot = url.host.indexOf('.'); dot !== -1; dot = url.host.indexOf('.', dot + 1)) {
        candidates.push(...(parentDomains.get(url.host.slice(dot + 1)) ?? []));
      }
      candidates.sort((a, b) => a.order - b.order);
      return candidates.find((candidate) => candidate.compiled.matches(url))?.entry ?? null;
    },
  };
}
