/**
 * The local mailbox: where the auth server "sends" e-mail (recovery links), as the local
 * Supabase stack delivers to Inbucket. Kept in memory, printed to the log, and readable over
 * HTTP at /mailbox (JSON at /mailbox/api/messages?to=...).
 */
export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The action link inside the message, if any (recovery, magic link). */
  link?: string;
  /** The sender's idempotency key (an outbox row): a message with a key seen before is not stored again. */
  key?: string;
  sentAt: string;
}

export class Mailbox {
  private messages: MailMessage[] = [];
  private nextId = 1;
  constructor(
    private readonly log: boolean,
    private readonly limit = 500,
  ) {}

  deliver(msg: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    const seen = msg.key === undefined ? undefined : this.messages.find((x) => x.key === msg.key);
    if (seen) return seen;
    const m: MailMessage = { ...msg, id: this.nextId++, sentAt: new Date().toISOString() };
    this.messages.push(m);
    if (this.messages.length > this.limit) this.messages.shift();
    if (this.log) console.log(`[mailbox] to ${m.to}: ${m.subject}${m.link ? `\n          ${m.link}` : ''}`);
    return m;
  }

  /** Newest first; optionally only those sent to one address (case-insensitive). */
  list(to?: string): MailMessage[] {
    const all = to ? this.messages.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : this.messages;
    return [...all].reverse();
  }
}
