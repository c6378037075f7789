const ESCAPE = /%([0-9a-fA-F]{2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * RFC 3986 §6.2.2 normalisation of a URL's path or query: escapes of unreserved characters are
 * decoded (%7E → ~) and the rest written in upper case (%e6 → %E6). The WHATWG parser already
 * escapes what needs escaping but leaves existing escapes as written, so /%7euser and /~user would
 * otherwise differ.
 */
export function normalisePercentEncoding(component: string): string {
  return component.replace(ESCAPE, (_escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}
