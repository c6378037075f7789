import { compileUrlPattern, type CompiledUrlPattern } from './compile-url-pattern';

/**
 * A URL pattern as the source of one regular expression (no flags) over a page key
 * (widget/boot-page-rule.ts: `<scheme>://<host>:<port><path>?<query>`, escapes normalised), which
 * decides exactly as `compileUrlPattern(pattern).matches` does; null for a pattern the compiler
 * refuses, which covers nothing. The API compiles the owner's page rules into these when it serves
 * widget.js, so the loader on every visitor's page carries no compiler, only `RegExp.test`.
 * - No `i` flag: the browser writes scheme and host in lower case (and IDNs in punycode) as the
 *   compiler does, the key writes escapes in upper case, and paths and queries compare with case.
 * - The host as the compiler compares it, one trailing dot of the page's host dropped: `example.com`
 *   takes `example.com.` too (a host written with a trailing dot takes only the host with one more).
 * - Each `*` of a glob after the first starts a segment found at its first place, in a lookahead
 *   that is never tried again: the answer of glob-match.ts's greedy matcher, in time within pattern
 *   × URL. A plain `.*` per star backtracks polynomially (four stars on a 2,000-character path ran
 *   for minutes in V8), and the pattern is the owner's input.
 */
export function urlPatternRegExp(pattern: string): string | null {
  let compiled: CompiledUrlPattern;
  try {
    compiled = compileUrlPattern(pattern);
  } catch {
    return null;
  }
  const groups = { count: 0 };
  const { host } = compiled;
  const paths = compiled.paths.map((path) => globSource(path, '[^?]', groups));
  return (
    `^${escape(compiled.protocol)}//${compiled.subdomains ? '[^/:]*\\.' : ''}${escape(host)}${host.endsWith('.') ? '\\.' : '\\.?'}` +
    `:${compiled.port}${paths.length === 1 ? paths[0] : `(?:${paths.join('|')})`}\\?` +
    (compiled.query === '' ? '' : `${globSource(compiled.query, '[^]', groups)}$`)
  );
}

/**
 * `glob` for the text up to where the expression goes on: its first segment where the text starts,
 * the middle ones each at its first place after the one before (atomic: a lookahead captured and
 * matched again by backreference), the last one where the text ends. `any` is what a `*` spans.
 */
function globSource(glob: string, any: string, groups: { count: number }): string {
  const [first = '', ...rest] = glob.split('*');
  const last = rest.pop();
  if (last === undefined) return escape(first);
  const middle = rest
    .filter((segment) => segment !== '')
    .map((segment) => {
      groups.count += 1;
      return `(?=(${any}*?${escape(segment)}))\\${groups.count}`;
    });
  return `${escape(first)}${middle.join('')}${any}*${escape(last)}`;
}

function escape(text: string): string {
  // `/` needs no escape: the source goes to `new RegExp`, never between slashes.
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}
