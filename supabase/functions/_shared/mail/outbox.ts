/**
 * Sending the outbox (private.correos_salida), the same code in server/ and in the send-mail Edge
 * Function: claim due rows for a lease (public.tomar_correos), send each, confirm it
 * (confirmar_correo) or schedule a retry with backoff (reintentar_correo). A row is claimed by one
 * sender at a time; a sender that dies leaves its claim to expire and the row is claimed again with
 * the same id, which every transport uses as the message's idempotency key (the local mailbox
 * ignores a repeated key; SMTP carries it as the Message-ID), so a crash does not deliver twice.
 */
import { renderNotice, type NoticeData } from './templates.ts';

export interface OutboxRow {
  id: number | string;
  tipo: string;
  destinatario: string;
  datos: NoticeData;
  intentos: number;
}

/** The outbox as the sender sees it (the three service_role functions). */
export interface OutboxStore {
  claim(count: number, leaseSeconds: number): Promise<OutboxRow[]>;
  confirm(id: number | string): Promise<void>;
  retry(id: number | string, error: string): Promise<void>;
}

export interface OutgoingMail {
  /** Idempotency key: the same row always gets the same key. */
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The notice's link, when it has one (the local mailbox shows it). */
  link?: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

export interface SendResult {
  sent: number;
  failed: number;
}

export function mailOf(row: OutboxRow, siteUrl: string): OutgoingMail {
  const { link, ...rendered } = renderNotice(row.datos, siteUrl);
  return { key: `correo-${row.id}`, to: row.destinatario, ...rendered, ...(link ? { link } : {}) };
}

/** One round: claims up to `batch` rows and sends them one after another. */
export async function sendOutbox(
  store: OutboxStore,
  transport: MailTransport,
  opts: { siteUrl: string; batch?: number; leaseSeconds?: number },
): Promise<SendResult> {
  const rows = await store.claim(opts.batch ?? 20, opts.leaseSeconds ?? 120);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await transport.send(mailOf(row, opts.siteUrl));
    } catch (e) {
      failed++;
      await store.retry(row.id, e instanceof Error ? e.message : String(e));
      continue;
    }
    await store.confirm(row.id);
    sent++;
  }
  return { sent, failed };
}

/** The store over PostgREST with the service-role key (the Edge Function's). */
export function rpcStore(
  rpc: (fn: string, args: Record<string, unknown>) => PromiseLike<{ data: unknown; error: { message: string } | null }>,
): OutboxStore {
  const call = async (fn: string, args: Record<string, unknown>) => {
    const { data, error } = await rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.message}`);
    return data;
  };
  return {
    claim: async (count, lease) =>
      ((await call('tomar_correos', { p_cantidad: count, p_segundos: lease })) ?? []) as OutboxRow[],
    confirm: async (id) => {
      await call('confirmar_correo', { p_id: id });
    },
    retry: async (id, error) => {
      await call('reintentar_correo', { p_id: id, p_error: error });
    },
  };
}
