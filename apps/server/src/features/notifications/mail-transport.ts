import nodemailer from 'nodemailer';
import type { QueuedMail } from './mail-outbox-repository.js';

export interface MailTransport {
  send(mail: QueuedMail): Promise<void>;
  close(): void;
}

/**
 * Sends through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587) with nodemailer.
 * Each mail's Message-ID is its outbox id, the same on every attempt, so a receiver that saw
 * an attempt whose answer was lost can tell the repeat for what it is.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  // One pooled connection per instance, reused from mail to mail (a new one each costs a
  // handshake); a URL may still set its own `pool` parameters.
  const pooled = /[?&]pool=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}pool=true`;
  const transporter = nodemailer.createTransport(pooled);
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'holidaze.localhost';
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: `<${mail.id}@${domain}>`,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.content,
          contentType: attachment.contentType,
        })),
      });
    },
    close: () => transporter.close(),
  };
}
