// Plain web sites that embed the widget the way an owner does: the snippet the API gives for the
// demo agent, pasted into ordinary HTML. Two sites on origins of their own (neither the console's
// nor the API's): the first is the one a spec allows in link settings, the second one it does not.
import { createServer, type Server } from 'node:http';

export interface WidgetSitesInfo {
  /** A shop page with the snippet; specs add it to the allowed sites when they restrict them. */
  allowed: string;
  /** The same page on another origin, never allowed. */
  other: string;
  /** The snippet as the API gave it (GET /api/v1/embed-snippet). */
  snippet: string;
  agentId: string;
}

export const WIDGET_SITE_PORTS = { allowed: 13030, other: 13031 } as const;

/** A page of a small shop, in Japanese, with the snippet before </body> as the console tells owners to paste it. */
function shopPage(title: string, snippet: string): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>
  body { margin: 0; font-family: "Noto Sans CJK JP", sans-serif; color: #222; background: #f7f5f0; }
  header { background: #2f4f4f; color: #fff; padding: 16px 32px; }
  main { max-width: 880px; margin: 0 auto; padding: 24px 32px; line-height: 1.8; }
  section { background: #fff; border-radius: 8px; padding: 16px 24px; margin-bottom: 16px; }
</style>
</head>
<body>
<header><h1>${title}</h1></header>
<main>
  <section><h2>新着のお知らせ</h2><p>秋の新作コーヒー豆を入荷しました。店頭とオンラインショップでお買い求めいただけます。</p></section>
  <section><h2>営業時間</h2><p>平日 10:00〜19:00、土日祝 11:00〜18:00</p></section>
  <section><h2>アクセス</h2><p>駅の東口から徒歩5分です。</p></section>
</main>
${snippet}
</body>
</html>
`;
}

function serveSite(port: number, title: string, snippet: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (request.method !== 'GET' || (path !== '/' && !path.endsWith('.html'))) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(shopPage(title, snippet));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Asks the API for the demo agent's snippet (as the console's link settings show it) and serves both sites (on `ports`: a second stack's own). */
export async function startWidgetSites(
  apiBaseUrl: string,
  owner: { email: string; password: string },
  ports: { allowed: number; other: number } = WIDGET_SITE_PORTS,
): Promise<{ info: WidgetSitesInfo; stop(): Promise<void> }> {
  const login = await fetch(`${apiBaseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  if (!login.ok) throw new Error(`owner sign-in for the embed snippet: ${login.status}`);
  const { access_token: accessToken } = (await login.json()) as { access_token: string };
  const response = await fetch(`${apiBaseUrl}/embed-snippet`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`embed snippet: ${response.status} ${await response.text()}`);
  const embed = (await response.json()) as { agent_id: string; snippet: string };
  const servers = [
    await serveSite(ports.allowed, '珈琲ショップ 森の音', embed.snippet),
    await serveSite(ports.other, '珈琲ショップ 森の音（別サイト）', embed.snippet),
  ];
  return {
    info: {
      allowed: `http://127.0.0.1:${ports.allowed}`,
      other: `http://127.0.0.1:${ports.other}`,
      snippet: embed.snippet,
      agentId: embed.agent_id,
    },
    stop: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
