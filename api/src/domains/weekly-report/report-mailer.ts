import type { FastifyBaseLogger } from 'fastify';
import { createSmtpTransport } from '../agent/visitor-sign-in/mail/smtp-transport';
import type { MailTransportConfig } from '../agent/visitor-sign-in/sign-in-config';

export interface ReportMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The one-click unsubscribe URL (RFC 8058), also in the mail's footer. */
  unsubscribeUrl: string;
}

export interface ReportMailer {
  /** smtp sends, log writes the mail to the log (a local start without SMTP_HOST), off sends nothing. */
  readonly transport: 'smtp' | 'log' | 'off';
  /** Rejects when the mail server did not take the mail (or there is none: off). */
  send(mail: ReportMail): Promise<void>;
  close(): void;
}

/**
 * The report's mail: SMTP as the visitors' sign-in codes use it (SMTP_HOST and its siblings), with
 * an HTML and a plain-text part and the List-Unsubscribe headers of one-click unsubscribe (RFC 2369,
 * RFC 8058), which Gmail and Yahoo ask of bulk senders. Without SMTP on a local start, the log.
 */
export function createReportMailer(config: MailTransportConfig, from: string, log: FastifyBaseLogger): ReportMailer {
  if (config.kind === 'off') {
    return {
      transport: 'off',
      send: () => Promise.reject(new Error('no mail server is configured (SMTP_HOST)')),
      close() {},
    };
  }
  if (config.kind === 'log') {
    return {
      transport: 'log',
      async send(mail) {
        log.warn({ to: mail.to, subject: mail.subject, text: mail.text }, 'weekly report not mailed (no SMTP_HOST): written to the log instead; プレビュー shows it as HTML');
      },
      close() {},
    };
  }
  const transport = createSmtpTransport(config);
  return {
    transport: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: {
          'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          // A report, not a person writing: auto-replies (vacation notices) stay quiet.
          'Auto-Submitted': 'auto-generated',
        },
      });
    },
    close() {
      transport.close();
    },
  };
}

/** What the dialog's 最後のエラー says of a failure: the server's reply or the network error, short. */
export function sendErrorOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 300);
}
