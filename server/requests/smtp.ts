import nodemailer from 'nodemailer';
import type { MailMessage } from './mail.ts';

/** Sends mail through the SMTP server of `SMTP_URL` (smtp://user:pass@host:port, smtps:// for TLS from the start). */
export function smtpMailer(url: string): { send(message: MailMessage): Promise<void>; close(): void } {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: Number(u.port) || (secure ? 465 : 587),
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(m) {
      await transport.sendMail({
        from: m.from,
        to: m.to,
        replyTo: m.replyTo,
        subject: m.subject,
        text: m.text,
        messageId: m.messageId,
        // Header values are single-line already (mail.ts); nodemailer encodes anything not ASCII.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      transport.close();
    },
  };
}
