// The outside world the widget reaches through the API, played by the API's own protocol fakes
// (api/test/fakes/): an SMTP sink for sign-in codes, a LINE Login v2.1 provider and an
// OpenAI-compatible server. They live in the harness process, started before the API so its
// environment can name them; the spec files (other processes) read and steer them through a small
// HTTP control server on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeLineProvider } from '../../api/test/fakes/line-provider.ts';
import { startFakeOpenAiServer, type FakeLlmBehaviour } from '../../api/test/fakes/openai-server.ts';
import { startFakeSmtpSink } from '../../api/test/fakes/smtp-sink.ts';

export interface WidgetFakesInfo {
  /** GET /mail/next?to=… (the mail, `raw` as received: a multipart one's parts are in it), GET /llm/requests, POST /llm/behave (see fakeControl.ts). */
  controlUrl: string;
  /**
   * What the owner enters as base URL of an OpenAI-compatible engine: the fake under a name the API
   * takes for a public site (publicSites), since it refuses loopback for an owner's LLM like any URL.
   */
  openAiBaseUrl: string;
  /** The LINE channel the fake provider knows; the owner enters these in LINE login settings. */
  line: { channelId: string; channelSecret: string; displayName: string };
}

export interface RunningWidgetFakes {
  info: WidgetFakesInfo;
  /** Variables for the API process (api/src/domains/agent/visitor-sign-in/sign-in-config.ts readSignInEnv). */
  apiEnv: Record<string, string>;
  /** host:port entries for the API's TEST_ONLY_FAKE_PUBLIC_SITE (api/src/config/fake-public-site.ts). */
  publicSites: string[];
  stop(): Promise<void>;
}

const LINE_CHANNEL = { channelId: '1234567890', channelSecret: '0123456789abcdef0123456789abcdef' };
const LINE_USER = { userId: `U${'e2e0'.repeat(8)}`, displayName: 'ライン 花子' };
const LLM_HOST = 'llm.e2e.test';

function readBody(request: import('node:http').IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startWidgetFakes(): Promise<RunningWidgetFakes> {
  const smtp = await startFakeSmtpSink();
  const line = await startFakeLineProvider({ channels: [LINE_CHANNEL], user: LINE_USER });
  const llm = await startFakeOpenAiServer();

  const control: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (request.method === 'GET' && url.pathname === '/mail/next') {
        const to = url.searchParams.get('to') ?? '';
        const timeoutMs = Number(url.searchParams.get('timeout') ?? 10_000);
        try {
          const mail = await smtp.nextMailTo(to, timeoutMs);
          json(200, { from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, raw: mail.raw });
        } catch (error) {
          json(404, { message: error instanceof Error ? error.message : String(error) });
        }
        return;
      }
      if (request.method === 'POST' && url.pathname === '/llm/behave') {
        llm.behave(JSON.parse(await readBody(request)) as FakeLlmBehaviour);
        json(200, { ok: true });
        return;
      }
      if (request.method === 'GET' && url.pathname === '/llm/requests') {
        json(200, llm.requests.map((r) => r.body));
        return;
      }
      json(404, { message: 'unknown control path' });
    })().catch((error: unknown) => json(500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const controlPort = (control.address() as AddressInfo).port;

  return {
    info: {
      controlUrl: `http://127.0.0.1:${controlPort}`,
      openAiBaseUrl: `http://${LLM_HOST}:${new URL(llm.origin).port}/v1`,
      line: { ...LINE_CHANNEL, displayName: LINE_USER.displayName },
    },
    apiEnv: {
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
      LINE_ACCESS_BASE_URL: line.origin,
      LINE_API_BASE_URL: line.origin,
    },
    publicSites: [`${LLM_HOST}:${new URL(llm.origin).port}`],
    stop: async () => {
      control.closeAllConnections();
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await Promise.all([smtp.close(), line.close(), llm.close()]);
    },
  };
}
