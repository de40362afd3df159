/**
 * SMTP through nodemailer (npm:nodemailer in the Edge Runtime). The outbox row's key becomes the
 * Message-ID, so a message sent again after a crash is the same message to the receiving side.
 */
import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  pass?: string;
  /** The From address, e.g. "Axel Suite <avisos@example.com>". */
  from: string;
}

/** SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS, SMTP_FROM; null when SMTP_HOST is unset. */
export function smtpFromEnv(get: (name: string) => string | undefined): SmtpSettings | null {
  const host = get('SMTP_HOST');
  if (!host) return null;
  const port = Number(get('SMTP_PORT') ?? '587');
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error('SMTP_PORT must be a port number');
  return {
    host,
    port,
    secure: (get('SMTP_SECURE') ?? (port === 465 ? 'true' : 'false')) === 'true',
    user: get('SMTP_USER') || undefined,
    pass: get('SMTP_PASS') || undefined,
    from: get('SMTP_FROM') || 'Axel Suite <no-responder@axel.local>',
  };
}

export function smtpTransport(s: SmtpSettings): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    ...(s.user ? { auth: { user: s.user, pass: s.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(s.from)?.[1] ?? 'axel.local';
  return {
    async send(m) {
      await transporter.sendMail({
        from: s.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: `<${m.key}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}
