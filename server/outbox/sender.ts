/**
 * server/'s outbox sender: the same rounds as the send-mail Edge Function
 * (supabase/functions/_shared/mail/outbox.ts), run on a timer and woken by NOTIFY correos_salida,
 * over SQL instead of PostgREST. Where it delivers: SMTP when SMTP_HOST is set; otherwise the
 * development mailbox (loopback only); otherwise nowhere (the rows wait, and the log says so once).
 */
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { Mailbox } from '../mailbox.ts';
import {
  sendOutbox,
  type MailTransport,
  type OutboxRow,
  type OutboxStore,
  type SendResult,
} from '../../supabase/functions/_shared/mail/outbox.ts';
import { smtpTransport } from '../../supabase/functions/_shared/mail/smtp.ts';

/** The outbox through the same SQL functions the Edge Function calls over PostgREST. */
export function sqlStore(db: Database): OutboxStore {
  return {
    async claim(count, lease) {
      const { rows } = await db.query<{
        id: string;
        tipo: string;
        destinatario: string;
        datos: string;
        intentos: string;
      }>('select id::text, tipo, destinatario, datos::text, intentos::text from public.tomar_correos($1, $2)', [
        count,
        lease,
      ]);
      return rows.map((r): OutboxRow => ({
        id: r.id,
        tipo: r.tipo,
        destinatario: r.destinatario,
        datos: JSON.parse(r.datos) as OutboxRow['datos'],
        intentos: Number(r.intentos),
      }));
    },
    async confirm(id) {
      await db.query('select public.confirmar_correo($1::bigint)', [String(id)]);
    },
    async retry(id, error) {
      await db.query('select public.reintentar_correo($1::bigint, $2)', [String(id), error]);
    },
  };
}

/** Delivery into the development mailbox, idempotent by the row's key. */
export function mailboxTransport(mailbox: Mailbox): MailTransport {
  return {
    async send(m) {
      mailbox.deliver({ to: m.to, subject: m.subject, text: m.text, link: m.link, key: m.key });
    },
  };
}

/** The transport the configuration asks for, or null (nowhere to send). */
export function transportFor(config: ServerConfig, mailbox: Mailbox): (MailTransport & { close?(): void }) | null {
  if (config.smtp) return smtpTransport(config.smtp);
  if (config.devMode) return mailboxTransport(mailbox);
  return null;
}

export interface OutboxSenderOptions {
  db: Database;
  transport: MailTransport | null;
  siteUrl: () => string;
  /** Rounds without a notification, in ms. */
  intervalMs?: number;
  leaseSeconds?: number;
  log?: (line: string) => void;
}

export class OutboxSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private unlisten: (() => Promise<void>) | undefined;
  private warned = false;
  private stopped = false;
  /** Totals since start (tests). */
  readonly totals: SendResult = { sent: 0, failed: 0 };

  constructor(private readonly opts: OutboxSenderOptions) {}

  async start(): Promise<void> {
    this.unlisten = await this.opts.db.listen('correos_salida', () => this.kick());
    this.timer = setInterval(() => this.kick(), this.opts.intervalMs ?? 5000);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.round()
      .catch((e: unknown) => this.opts.log?.(`outbox: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends until nothing is due (tests call it to wait for a delivery). */
  async drain(): Promise<SendResult> {
    await this.running;
    const total: SendResult = { sent: 0, failed: 0 };
    for (;;) {
      const r = await this.once();
      total.sent += r.sent;
      total.failed += r.failed;
      if (r.sent + r.failed === 0) return total;
    }
  }

  private async round(): Promise<void> {
    for (;;) {
      const r = await this.once();
      if (r.sent + r.failed === 0) return;
    }
  }

  private async once(): Promise<SendResult> {
    if (!this.opts.transport) {
      if (!this.warned) {
        this.warned = true;
        this.opts.log?.('outbox: no SMTP_HOST set: notice e-mails wait in private.correos_salida');
      }
      return { sent: 0, failed: 0 };
    }
    const r = await sendOutbox(sqlStore(this.opts.db), this.opts.transport, {
      siteUrl: this.opts.siteUrl(),
      leaseSeconds: this.opts.leaseSeconds,
    });
    this.totals.sent += r.sent;
    this.totals.failed += r.failed;
    return r;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await this.unlisten?.().catch(() => {});
  }
}
