/**
 * How the server sends sign-in codes and where it reaches LINE. buildApp takes `SignInOptions`
 * (tests point LINE at a local fake and mail at an SMTP sink); the server reads them from the
 * environment (readSignInEnv).
 */

export type MailTransportConfig =
  | { kind: 'smtp'; host: string; port: number; secure: boolean; user?: string; password?: string }
  /** Local start without SMTP: the code goes to the server log instead of a mailbox. */
  | { kind: 'log' }
  /** No mail sign-in on this server. */
  | { kind: 'off' };

export interface SignInOptions {
  mail?: MailTransportConfig;
  /** The From of code mails. */
  mailFrom?: string;
  /** LINE's authorization server (the authorize page); default https://access.line.me. */
  lineAccessBaseUrl?: string;
  /** LINE's API (token and profile endpoints); default https://api.line.me. */
  lineApiBaseUrl?: string;
  /** Codes one address, and one widget visitor, may be sent within the window. */
  codesPerAddress?: number;
  codesPerVisitor?: number;
  /** Codes one client address may have sent (it could make many visitors and mail many addresses). */
  codesPerClientAddress?: number;
  codeWindowMinutes?: number;
  /** Time limit of each call to LINE. */
  lineTimeoutMs?: number;
}

export interface SignInConfig {
  mail: MailTransportConfig;
  mailFrom: string;
  lineAccessBaseUrl: string;
  lineApiBaseUrl: string;
  codesPerAddress: number;
  codesPerVisitor: number;
  codesPerClientAddress: number;
  codeWindowMs: number;
  lineTimeoutMs: number;
}

export const DEFAULT_MAIL_FROM = 'AIアバターチャット <no-reply@localhost>';
export const LINE_ACCESS_BASE_URL = 'https://access.line.me';
export const LINE_API_BASE_URL = 'https://api.line.me';

function httpBase(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${value}`);
  return value;
}

/** Without options (tests that do not sign in) mail sign-in is off: nothing is sent or logged. */
export function resolveSignInConfig(options: SignInOptions = {}): SignInConfig {
  return {
    mail: options.mail ?? { kind: 'off' },
    mailFrom: options.mailFrom ?? DEFAULT_MAIL_FROM,
    lineAccessBaseUrl: httpBase('signIn.lineAccessBaseUrl', options.lineAccessBaseUrl ?? LINE_ACCESS_BASE_URL),
    lineApiBaseUrl: httpBase('signIn.lineApiBaseUrl', options.lineApiBaseUrl ?? LINE_API_BASE_URL),
    codesPerAddress: positive('signIn.codesPerAddress', options.codesPerAddress ?? 5),
    codesPerVisitor: positive('signIn.codesPerVisitor', options.codesPerVisitor ?? 10),
    codesPerClientAddress: positive('signIn.codesPerClientAddress', options.codesPerClientAddress ?? 30),
    codeWindowMs: positive('signIn.codeWindowMinutes', options.codeWindowMinutes ?? 60) * 60_000,
    lineTimeoutMs: positive('signIn.lineTimeoutMs', options.lineTimeoutMs ?? 10_000),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * SMTP_HOST (with SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD) sends codes by mail; without it a
 * local start writes them to the log, and NODE_ENV=production switches mail sign-in off instead.
 * MAIL_SIGN_IN=off switches it off anywhere. MAIL_FROM, LINE_ACCESS_BASE_URL, LINE_API_BASE_URL.
 */
export function readSignInEnv(env: NodeJS.ProcessEnv): SignInOptions {
  const host = nonEmpty(env.SMTP_HOST);
  const secure = env.SMTP_SECURE === 'true' || env.SMTP_SECURE === '1';
  const rawPort = nonEmpty(env.SMTP_PORT);
  const port = rawPort === undefined ? (secure ? 465 : 587) : Number(rawPort);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`SMTP_PORT must be a port number, got "${rawPort ?? ''}"`);
  const user = nonEmpty(env.SMTP_USER);
  const password = env.SMTP_PASSWORD;
  if (user && !password) throw new Error('SMTP_USER needs SMTP_PASSWORD');
  let mail: MailTransportConfig;
  if (env.MAIL_SIGN_IN === 'off') mail = { kind: 'off' };
  else if (host) mail = { kind: 'smtp', host, port, secure, user, password: user ? password : undefined };
  else mail = env.NODE_ENV === 'production' ? { kind: 'off' } : { kind: 'log' };
  return {
    mail,
    mailFrom: nonEmpty(env.MAIL_FROM),
    lineAccessBaseUrl: nonEmpty(env.LINE_ACCESS_BASE_URL),
    lineApiBaseUrl: nonEmpty(env.LINE_API_BASE_URL),
  };
}

/** Whether this server can send sign-in codes at all (by SMTP, or to the log on a local start). */
export function mailTransportOn(config: SignInConfig): boolean {
  return config.mail.kind !== 'off';
}

/** One line for the start banner. */
export function describeMailTransport(mail: MailTransportConfig): string {
  if (mail.kind === 'smtp') return `SMTP ${mail.host}:${mail.port}${mail.secure ? ' (TLS)' : ''}`;
  if (mail.kind === 'log') return 'コードをログに出力 / codes written to this log (no SMTP_HOST)';
  return '無効 / off';
}
