import { globMatch } from './glob-match';
import { parseHttpUrl, type HttpUrlParts } from './http-url';
import { InvalidUrlPatternError } from './invalid-url-pattern-error';

export interface CompiledUrlPattern {
  readonly pattern: string;
  readonly protocol: 'http:' | 'https:';
  /** The host after `*.` for subdomain patterns, otherwise the host itself. */
  readonly host: string;
  /** The pattern opened with `*.`: any subdomain of `host`, never `host` itself. */
  readonly subdomains: boolean;
  /**
   * One spelling for every pattern that matches the same URLs (case of scheme and host, default
   * port, percent-encoding, one trailing slash): how duplicate entries are recognised.
   */
  readonly canonical: string;
  /** The port a page must have; empty for the scheme's default. */
  readonly port: string;
  /** Globs (`*`: any run of characters) for the page's path, any one of which must match: the trailing-slash forgiveness spelled out. */
  readonly paths: readonly string[];
  /** The glob the page's query must match (without the `?`); empty: any query matches. */
  readonly query: string;
  matches(url: HttpUrlParts): boolean;
}

const HTTP_SCHEME = /^(https?):\/\//i;
const WHITESPACE = /\s/;
const SUBDOMAIN_WILDCARD = '*.';

/**
 * Compiles an owner's URL pattern (chatsettings/fields/url-pattern.ts) into a matcher, the one URL pattern
 * matcher of the API and the widget (widget/page-rule-match.ts wraps it; url-pattern-regexp.ts writes
 * it as a regular expression for the loader):
 * - scheme and host compare without regard to case; http and https are different sites;
 * - the port must be equal, a scheme's default port being the same as none (:443 = nothing);
 * - `*.example.com` covers every subdomain (a.example.com, a.b.example.com) but not example.com
 *   itself, as `*` followed by a dot reads; add https://example.com/* for the bare domain;
 * - in the path and query `*` stands for any run of characters, `/` included; the path compares
 *   with case (servers may tell /A from /a) after percent-encoding normalisation;
 * - one trailing slash is forgiven either way (/faq = /faq/), and /private/* covers /private too;
 * - without a path the pattern names the top page only (write /* for the whole site);
 * - without a `?` any query matches, with one the query must match too; fragments never count.
 */
export function compileUrlPattern(pattern: string): CompiledUrlPattern {
  const written = pattern.trim();
  const refuse = (reason: string): never => {
    throw new InvalidUrlPatternError(pattern, reason);
  };

  if (WHITESPACE.test(written)) refuse('whitespace inside the pattern');
  const scheme = HTTP_SCHEME.exec(written)?.[1];
  if (scheme === undefined) return refuse('not an http(s) pattern');
  const afterScheme = written.slice(scheme.length + 3);
  const authority = afterScheme.split(/[/?#]/, 1)[0] ?? '';
  const rest = afterScheme.slice(authority.length);
  if (authority === '' || written.includes('\\')) refuse('no host');
  if (authority.includes('@')) refuse('credentials in the pattern');
  const subdomains = authority.startsWith(SUBDOMAIN_WILDCARD);
  const hostAndPort = subdomains ? authority.slice(SUBDOMAIN_WILDCARD.length) : authority;
  if (hostAndPort.includes('*')) refuse('`*` inside the host');

  let parsed: HttpUrlParts | null = null;
  try {
    parsed = parseHttpUrl(new URL(`${scheme}://${hostAndPort}${rest}`));
  } catch {
    parsed = null;
  }
  if (parsed === null) return refuse('not a URL');
  const target = parsed;
  const hasQuery = target.query !== '';
  const paths = pathGlobs(target.path);
  // pathGlobs forgives one trailing slash either way, so /faq and /faq/ are one pattern.
  const canonicalPath = target.path !== '/' && target.path.endsWith('/') ? target.path.slice(0, -1) : target.path;

  return {
    pattern,
    protocol: target.protocol,
    host: target.host,
    subdomains,
    canonical: `${target.protocol}//${subdomains ? SUBDOMAIN_WILDCARD : ''}${target.host}${target.port ? `:${target.port}` : ''}${canonicalPath}${hasQuery ? `?${target.query}` : ''}`,
    port: target.port,
    paths,
    query: target.query,
    matches(url) {
      return (
        url.protocol === target.protocol &&
        url.port === target.port &&
        (subdomains ? url.host.endsWith(`.${target.host}`) : url.host === target.host) &&
        paths.some((path) => globMatch(path, url.path)) &&
        (!hasQuery || globMatch(target.query, url.query))
      );
    },
  };
}

/**
 * The globs a page's path may match: the pattern's own path and, one trailing slash forgiven either
 * way, the same without it or with it (/private/* covers /private too). The top page stands alone.
 */
function pathGlobs(path: string): string[] {
  if (path === '/' || (path.endsWith('*') && !path.endsWith('/*'))) return [path];
  if (path.endsWith('/*')) return [path, path.slice(0, -2)];
  if (path.endsWith('/')) return [path, path.slice(0, -1)];
  return [path, `${path}/`];
}
