import { describeMailTransport, readSignInEnv, resolveSignInConfig } from '#src/domains/agent/visitor-sign-in/index';

describe('sign-in configuration from the environment', () => {
  it('sends by SMTP when SMTP_HOST is set, on 587 or on 465 with TLS', () => {
    expect(readSignInEnv({ SMTP_HOST: 'mailpit', SMTP_PORT: '1025' }).mail).toEqual({ kind: 'smtp', host: 'mailpit', port: 1025, secure: false, user: undefined, password: undefined });
    expect(readSignInEnv({ SMTP_HOST: 'smtp.example.jp' }).mail).toMatchObject({ port: 587, secure: false });
    expect(readSignInEnv({ SMTP_HOST: 'smtp.example.jp', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).mail).toEqual({
      kind: 'smtp',
      host: 'smtp.example.jp',
      port: 465,
      secure: true,
      user: 'u',
      password: 'p',
    });
  });

  it('writes codes to the log on a local start, and is off in production without SMTP or when switched off', () => {
    expect(readSignInEnv({}).mail).toEqual({ kind: 'log' });
    expect(readSignInEnv({ NODE_ENV: 'production' }).mail).toEqual({ kind: 'off' });
    expect(readSignInEnv({ SMTP_HOST: 'mailpit', MAIL_SIGN_IN: 'off' }).mail).toEqual({ kind: 'off' });
    expect(describeMailTransport({ kind: 'log' })).toContain('ログ');
  });

  it('refuses a broken port and a user without a password', () => {
    expect(() => readSignInEnv({ SMTP_HOST: 'x', SMTP_PORT: 'abc' })).toThrow('SMTP_PORT');
    expect(() => readSignInEnv({ SMTP_HOST: 'x', SMTP_USER: 'u' })).toThrow('SMTP_PASSWORD');
  });

  it("points at LINE's real endpoints unless told otherwise, without trailing slashes", () => {
    expect(resolveSignInConfig()).toMatchObject({ mail: { kind: 'off' }, lineAccessBaseUrl: 'https://access.line.me', lineApiBaseUrl: 'https://api.line.me' });
    const env = readSignInEnv({ LINE_ACCESS_BASE_URL: 'http://127.0.0.1:9000/', LINE_API_BASE_URL: 'http://127.0.0.1:9000' });
    expect(resolveSignInConfig(env)).toMatchObject({ lineAccessBaseUrl: 'http://127.0.0.1:9000', lineApiBaseUrl: 'http://127.0.0.1:9000' });
    expect(() => resolveSignInConfig({ lineApiBaseUrl: 'ftp://x' })).toThrow('lineApiBaseUrl');
  });
});
