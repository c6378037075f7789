import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LINE_LOGIN_SETTINGS_DEFAULTS, type LineLoginSettingsRequest } from 'shared-contracts';
import type { AppOptions } from '#src/app';
import { createTestContext, type OwnerSession, type TestContext } from '../../helper';
import { type FakeLineProvider, startFakeLineProvider } from '../../fakes/line-provider';
import { type FakeSmtpSink, startFakeSmtpSink } from '../../fakes/smtp-sink';
import { PUBLIC_APP_OPTIONS, widgetPath } from '../public-fixtures';

export const API_ORIGIN = 'https://api.example.jp';
export const CHANNEL_A = { channelId: '1650000001', channelSecret: '0123456789abcdef0123456789abcdef' };
export const CHANNEL_B = { channelId: '1650000002', channelSecret: 'fedcba9876543210fedcba9876543210' };

export interface SignInWorld {
  ctx: TestContext;
  app: FastifyInstance;
  smtp: FakeSmtpSink;
  line: FakeLineProvider;
  close(): Promise<void>;
}

/** The app with its mail going to a local SMTP sink and LINE at a local fake provider. */
export async function startSignInWorld(overrides: Partial<AppOptions> = {}): Promise<SignInWorld> {
  const smtp = await startFakeSmtpSink();
  const line = await startFakeLineProvider({ channels: [CHANNEL_A, CHANNEL_B] });
  const ctx = await createTestContext({
    ...PUBLIC_APP_OPTIONS,
    publicApiUrl: API_ORIGIN,
    ...overrides,
    signIn: {
      mail: { kind: 'smtp', host: smtp.host, port: smtp.port, secure: false },
      mailFrom: 'チャット <no-reply@example.jp>',
      lineAccessBaseUrl: line.origin,
      lineApiBaseUrl: line.origin,
      // Every test request comes from 127.0.0.1; the per-client budget has a test of its own.
      codesPerClientAddress: 1000,
      ...overrides.signIn,
    },
  });
  return {
    ctx,
    get app() {
      return ctx.app;
    },
    smtp,
    line,
    async close() {
      await ctx.close();
      await Promise.all([smtp.close(), line.close()]);
    },
  };
}

export interface WidgetVisitor {
  agentId: string;
  visitorId: string;
  token: string;
  headers: { authorization: string };
}

/** A widget visitor of the owner's agent, with the token POST P/conversations would have given it. */
export async function newVisitor(app: FastifyInstance, owner: OwnerSession): Promise<WidgetVisitor> {
  const { agentId } = owner.owner;
  const visitor = await app.repositories.conversations.createVisitor(agentId);
  const token = app.publicAccess.tokens.sign(agentId, visitor.id);
  return { agentId, visitorId: visitor.id, token, headers: { authorization: `Bearer ${token}` } };
}

export function enableLine(app: FastifyInstance, owner: OwnerSession, channel: { channelId: string; channelSecret: string }, enabled = true): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PUT',
    url: '/api/v1/line-login-settings',
    headers: owner.headers,
    payload: { enabled, channel_id: channel.channelId, sign_in_requirement: 'never', channel_secret: channel.channelSecret },
  });
}

/** The owner's メールアドレスでのログインを許可する (off for a new agent), with sign-in optional unless asked. */
export async function allowMail(
  app: FastifyInstance,
  owner: OwnerSession,
  settings: Partial<LineLoginSettingsRequest> = {},
): Promise<void> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/line-login-settings',
    headers: owner.headers,
    payload: { ...LINE_LOGIN_SETTINGS_DEFAULTS, mail_enabled: true, ...settings },
  });
  if (response.statusCode !== 200) throw new Error(`line-login-settings: ${response.statusCode} ${response.body}`);
}

/** A new owner whose agent allows mail sign-in. */
export async function mailOwner(ctx: TestContext): Promise<OwnerSession> {
  const owner = await ctx.ownerSession();
  await allowMail(ctx.app, owner);
  return owner;
}

export function sendCode(app: FastifyInstance, visitor: WidgetVisitor, email: string, agentId = visitor.agentId): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: widgetPath(agentId, 'sign-in/mail'), headers: visitor.headers, payload: { email } });
}

export function verifyCode(app: FastifyInstance, visitor: WidgetVisitor, email: string, code: string, agentId = visitor.agentId): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: widgetPath(agentId, 'sign-in/mail/verify'), headers: visitor.headers, payload: { email, code } });
}

/** The six-digit code of a code mail. */
export function codeIn(text: string): string {
  const match = /^(\d{6})$/m.exec(text);
  if (!match?.[1]) throw new Error(`no code in mail: ${text}`);
  return match[1];
}

export async function accountsOf(app: FastifyInstance, owner: OwnerSession): Promise<{ name: string; email: string | null; login_type: string; line_user_id: string | null }[]> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/visitor-accounts', headers: owner.headers });
  if (response.statusCode !== 200) throw new Error(`visitor-accounts: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { name: string; email: string | null; login_type: string; line_user_id: string | null }[] }>().data;
}
