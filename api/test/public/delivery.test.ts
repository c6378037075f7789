import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstBootPageRule, widgetBootSchema } from 'shared-contracts';
import { runInNewContext } from 'node:vm';
import { createTestContext, testDatabase } from '../helper';
import { appWithOwner } from '../chatsettings/owner-client';
import { CONSOLE_ORIGINS, cspDirectives, FIXTURE_WIDGET_DIST, PUBLIC_APP_OPTIONS, widgetPath } from './public-fixtures';

describe(`widget delivery: loader, frame and bundle (${testDatabase})`, () => {
  const { t, owner, agentId } = appWithOwner(PUBLIC_APP_OPTIONS);

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('widget.js', () => {
    it("serves the loader bytes after the agent's launcher settings and page rules, as a script other sites may load", async () => {
      expect((await owner.put('chat-ui-settings', {
        title: 'サポート窓口',
        welcome_message: '</script><script>alert(1)</script>',
        input_placeholder: '',
        theme_color: '#0F766E',
        launcher_side: 'left',
        launcher_offset: { x: 10, y: 30 },
        open_on_load: true,
        show_quick_replies: true,
        show_avatar: false,
      })).statusCode).toBe(200);
      expect((await owner.put('url-settings', {
        restrict_origins: false,
        allowed_origins: [],
        page_rules: [{ pattern: 'https://shop.example.com/checkout/*', action: { type: 'hide' } }],
      })).statusCode).toBe(200);

      const response = await get(widgetPath(agentId(), 'widget.js'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);

      const loaderBytes = readFileSync(path.join(FIXTURE_WIDGET_DIST, 'loader.js'), 'utf8');
      expect(response.body.endsWith(loaderBytes)).toBe(true);
      // The welcome text cannot close the script element it is served in.
      expect(response.body).not.toContain('</script>');

      const sandbox: { window: Record<string, unknown> } = { window: {} };
      runInNewContext(response.body.slice(0, response.body.length - loaderBytes.length), sandbox);
      const boot = widgetBootSchema.strict().parse((sandbox.window.__avatarChatBoot as Record<string, unknown>)[agentId()]);
      expect(boot).toEqual({
        agent_id: agentId(),
        frame_url: `https://api.example.jp/api/v1/public/widget/${agentId()}/frame`,
        title: 'サポート窓口',
        theme_color: '#0F766E',
        launcher_side: 'left',
        launcher_offset: { x: 10, y: 30 },
        welcome_message: '</script><script>alert(1)</script>',
        open_on_load: true,
        show_avatar: false,
        allowed_origins: null,
        page_rules: [{ match: expect.any(String), action: 'hide' }],
      });
      // The rule arrives compiled: the loader tests it against the page's address, nothing more.
      const hides = (page: string) => firstBootPageRule(boot.page_rules, new URL(page))?.action === 'hide';
      expect(hides('https://shop.example.com/checkout/pay?step=2')).toBe(true);
      expect(hides('https://SHOP.example.com/checkout')).toBe(true);
      expect(hides('https://shop.example.com/cart')).toBe(false);
      expect(hides('http://shop.example.com/checkout/pay')).toBe(false);
    });

    it('answers 304 to a cached copy that is still current, and a new ETag once the owner changes a setting', async () => {
      const first = await get(widgetPath(agentId(), 'widget.js'));
      const etag = String(first.headers.etag);
      const again = await get(widgetPath(agentId(), 'widget.js'), { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const settings = (await owner.get('chat-ui-settings')).json<Record<string, unknown>>();
      delete settings.updated_at;
      expect((await owner.put('chat-ui-settings', { ...settings, theme_color: '#123456' })).statusCode).toBe(200);
      const changed = await get(widgetPath(agentId(), 'widget.js'), { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('is 404 with a Japanese message for an unknown or malformed agent id', async () => {
      for (const id of ['agt_00000000000000000000', 'nope', '..%2F..%2Fetc']) {
        const response = await get(widgetPath(id, 'widget.js'));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: 'チャットが見つかりません。ページを再読み込みしてください' });
      }
    });
  });

  describe('frame', () => {
    const frameUrl = (origin: string, extra = '') => `${widgetPath(agentId(), 'frame')}?origin=${encodeURIComponent(origin)}${extra}`;

    it('lets any site frame it while the owner does not restrict sites, and the console always', async () => {
      await owner.put('url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
      const response = await get(frameUrl('https://anywhere.example.org'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
      const csp = cspDirectives(response);
      expect(csp['frame-ancestors']).toBe(['*', ...CONSOLE_ORIGINS].join(' '));
      expect(csp['default-src']).toBe("'self'");
      expect(csp['script-src']).toBe("'self'");
      expect(csp['connect-src']).toBe("'self' https://api.example.jp");
      expect(csp['object-src']).toBe("'none'");
      expect(response.body).toContain('<script src="/api/v1/public/widget-assets/frame.3f9a1c.js" defer></script>');
      expect(response.body).toContain('<link rel="stylesheet" href="/api/v1/public/widget-assets/frame.3f9a1c.css">');
      expect(response.body).toContain('<html lang="ja">');
      // No inline script at all: every <script> has a src.
      expect(response.body.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    });

    it("lists only the owner's sites (and the console) once sites are restricted, and refuses any other claimed origin", async () => {
      await owner.put('url-settings', {
        restrict_origins: true,
        allowed_origins: ['https://shop.example.com', 'http://localhost:8080'],
        page_rules: [],
      });
      const allowed = await get(frameUrl('https://shop.example.com'));
      expect(cspDirectives(allowed)['frame-ancestors']).toBe(['https://shop.example.com', 'http://localhost:8080', ...CONSOLE_ORIGINS].join(' '));
      expect(allowed.body).toContain('frame.3f9a1c.js');

      const refused = await get(frameUrl('https://evil.example.net'));
      expect(refused.statusCode).toBe(200);
      const csp = cspDirectives(refused);
      expect(csp['frame-ancestors']).toBe('https://evil.example.net');
      expect(csp['default-src']).toBe("'none'");
      expect(refused.body).not.toContain('frame.3f9a1c.js');
      expect(refused.body).toContain('<script src="/api/v1/public/widget-assets/refused.js"></script>');

      const nonsense = await get(frameUrl('javascript:alert(1)'));
      expect(cspDirectives(nonsense)['frame-ancestors']).toBe("'none'");
      const missing = await get(widgetPath(agentId(), 'frame'));
      expect(cspDirectives(missing)['frame-ancestors']).toBe("'none'");
    });

    it("runs on the console's origin even when the owner's list does not name it", async () => {
      const response = await get(frameUrl(CONSOLE_ORIGINS[0] ?? '', '&preview=1'));
      expect(response.body).toContain('frame.3f9a1c.js');
      expect(cspDirectives(response)['frame-ancestors']).toContain(CONSOLE_ORIGINS[0]);
    });
  });

  describe('assets', () => {
    it('serves bundle files with their type and a year of immutable caching', async () => {
      const js = await get('/api/v1/public/widget-assets/frame.3f9a1c.js');
      expect(js.statusCode).toBe(200);
      expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(js.headers['x-content-type-options']).toBe('nosniff');
      expect(js.body).toBe(readFileSync(path.join(FIXTURE_WIDGET_DIST, 'frame.3f9a1c.js'), 'utf8'));
      const css = await get('/api/v1/public/widget-assets/frame.3f9a1c.css');
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    });

    it("serves the refused page's script, which posts to the claimed origin only", async () => {
      const response = await get('/api/v1/public/widget-assets/refused.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      const posted: Array<{ message: unknown; target: string }> = [];
      const parent = { postMessage: (message: unknown, target: string) => posted.push({ message, target }) };
      runInNewContext(response.body, {
        URLSearchParams,
        location: { search: '?origin=https%3A%2F%2Fevil.example.net' },
        window: { parent },
      });
      expect(posted).toEqual([{ message: { source: 'avatar-chat', type: 'refused' }, target: 'https://evil.example.net' }]);
    });

    it('is 404 for names that are not bundle files, traversal included', async () => {
      for (const name of ['manifest.json', '..%2Fpackage.json', 'frame.missing.js', '.env', 'loader.txt']) {
        expect((await get(`/api/v1/public/widget-assets/${name}`)).statusCode).toBe(404);
      }
    });
  });

  it('answers 503 in Japanese, not a crash, when the widget has not been built', async () => {
    const bare = await createTestContext({ ...PUBLIC_APP_OPTIONS, widgetDistDir: path.join(FIXTURE_WIDGET_DIST, 'missing') });
    try {
      const session = await bare.ownerSession();
      const response = await bare.app.inject({ method: 'GET', url: widgetPath(session.owner.agentId, 'widget.js') });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'internal_error', message: 'チャットを準備しています。しばらくしてからもう一度お試しください' });
    } finally {
      await bare.close();
    }
  });

  it('keeps a digest of the served loader stable for the same settings', async () => {
    const a = await get(widgetPath(agentId(), 'widget.js'));
    const b = await get(widgetPath(agentId(), 'widget.js'));
    expect(createHash('sha256').update(a.body).digest('hex')).toBe(createHash('sha256').update(b.body).digest('hex'));
  });
});
