import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { AppOptions } from '../../src/app';

/** A stand-in for widget/dist (loader, manifest, one hashed frame bundle), so these tests need no widget build. */
export const FIXTURE_WIDGET_DIST = path.join(__dirname, 'fixtures', 'widget-dist');

/** The console's origins as the e2e and production configs list them (CORS allow-list). */
export const CONSOLE_ORIGINS = ['http://localhost:3000', 'http://localhost:3001'];

export const PUBLIC_APP_OPTIONS: Partial<AppOptions> = {
  widgetDistDir: FIXTURE_WIDGET_DIST,
  corsOrigins: CONSOLE_ORIGINS,
  publicApiUrl: 'https://api.example.jp',
};

export const widgetPath = (agentId: string, rest: string) => `/api/v1/public/widget/${agentId}/${rest}`;

/** The directives of a Content-Security-Policy header, by name. */
export function cspDirectives(response: LightMyRequestResponse): Record<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}
