import { createTransport, type Transporter } from 'nodemailer';
import type { MailTransportConfig } from '../sign-in-config';

/**
 * The one SMTP connection setup of every mail the API sends (sign-in codes, the weekly report):
 * SMTP_* as readSignInEnv reads them, with timeouts so a mail server that stops answering fails the
 * send instead of holding it.
 */
export function createSmtpTransport(config: Extract<MailTransportConfig, { kind: 'smtp' }>): Transporter {
  return createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
