import type { FastifyInstance } from 'fastify';

/**
 * Every (method, path) the app routes, read from Fastify's own route tree (printRoutes), with
 * `:param` written `{param}` as the OpenAPI document writes it. HEAD (Fastify's twin of each GET),
 * the CORS preflight and the documentation's own pages are left out.
 */
export function routeTable(app: FastifyInstance): { method: string; path: string }[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of lines) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = Math.round(at / 4);
    const match = /^(.*?)(?: \(([^)]*)\))?$/.exec(line.slice(at + 3));
    const segment = match?.[1] ?? '';
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + segment;
    stack[depth] = path;
    for (const method of (match?.[2] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) {
      if (method === 'HEAD' || method === 'OPTIONS' || path.startsWith('/api/docs')) continue;
      routes.push({ method, path: path.replace(/:([A-Za-z0-9_]+)/g, '{$1}') });
    }
  }
  return routes;
}
