import type { FastifyBaseLogger } from 'fastify';
import { createSmtpTransport } from './smtp-transport';
import type { MailTransportConfig } from '../sign-in-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  /** Rejects when the mail could not be handed to the SMTP server. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, or (local start) the log; null when mail sign-in is off. */
export function createMailSender(config: MailTransportConfig, from: string, log: FastifyBaseLogger): MailSender | null {
  if (config.kind === 'off') return null;
  if (config.kind === 'log') {
    return {
      async send(mail) {
        // Only ever on a local start (readSignInEnv never picks this under NODE_ENV=production).
        log.warn({ to: mail.to, subject: mail.subject, text: mail.text }, 'sign-in mail not sent (no SMTP_HOST): written to the log instead');
      },
      close() {},
    };
  }
  const transport = createSmtpTransport(config);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      transport.close();
    },
  };
}
