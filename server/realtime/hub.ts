/**
 * Connections and channels of the Realtime protocol (Phoenix channels as Supabase Realtime runs
 * them): heartbeats, phx_join / phx_leave, access_token refresh, postgres_changes (through the
 * change feed), broadcast and presence. What hosted answers, and where this server differs:
 * docs/realtime.md.
 */
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Database } from '../db/types.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../jwt.ts';
import { canRead, canWrite, type Extension } from './authorize.ts';
import type { RealtimeLimits } from './limits.ts';
import { ChangeFeed, type ChangeSubscriber, type Identity, type PgBinding } from './feed.ts';
import { FilterError, filterSql, parseFilter, type Condition } from './filters.ts';
import {
  ProtocolError,
  decodeBinary,
  decodeText,
  encode,
  encodeBinaryBroadcast,
  encodeRaw,
  type BinaryBroadcast,
  type Frame,
  type Vsn,
} from './protocol.ts';

export interface HubOptions {
  db: Database;
  jwtSecret: string;
  jwtRoles: readonly string[];
  limits: RealtimeLimits;
  log?: (line: string) => void;
  pollMs?: number;
}

const phxReply = (status: 'ok' | 'error', response: unknown) => ({ status, response });
const reason = (code: string, message: string) => ({ reason: `${code}: ${message}` });

/** The hash that names a postgres_changes binding (hosted: erlang's phash2 of the params). */
function bindingId(params: Record<string, unknown>): number {
  const text = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k]]),
  );
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) % 134217728;
}

interface TokenProblem {
  code: string;
  message: string;
}

/** The claims of a token, or what hosted Realtime says about it. */
async function checkToken(
  token: string,
  secret: string,
  roles: readonly string[],
): Promise<{ claims: JwtClaims } | TokenProblem> {
  if (token.split('.').length !== 3) return { code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  try {
    const claims = await verifyJwt(token, secret);
    if (typeof claims.role !== 'string' || typeof claims.exp !== 'number')
      return { code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
    if (!roles.includes(claims.role))
      return { code: 'InvalidJWTToken', message: `The role '${claims.role}' cannot be used with Realtime` };
    return { claims };
  } catch (e) {
    if (e instanceof JwtError && e.problem === 'expired') {
      const exp = (() => {
        try {
          return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp?: number }).exp;
        } catch {
          return undefined;
        }
      })();
      const ago = typeof exp === 'number' ? Math.max(0, Math.round(Date.now() / 1000 - exp)) : 0;
      return { code: 'InvalidJWTToken', message: `Token has expired ${ago} seconds ago` };
    }
    if (e instanceof JwtError && (e.reason === 'exp' || e.reason === 'claims'))
      return { code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
    return { code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
  }
}

function identityOf(claims: JwtClaims): Identity {
  const role = claims.role as string;
  return {
    role,
    claims: claims as Record<string, unknown>,
    key: `${role}\u0000${JSON.stringify(claims)}`,
    exp: claims.exp!,
  };
}

interface PresenceMeta {
  phx_ref: string;
  [k: string]: unknown;
}

class Channel implements ChangeSubscriber {
  identity: Identity;
  pgBindings: PgBinding[] = [];
  presenceKey: string;
  presenceEnabled: boolean;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  /** Private channels: what realtime.messages' policies allow (write checked on first use). */
  read: Record<Extension, boolean> = { broadcast: true, presence: true };
  private write = new Map<Extension, Promise<boolean>>();
  private expiry: NodeJS.Timeout | undefined;
  tracked: PresenceMeta | null = null;

  constructor(
    readonly conn: Connection,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly isPrivate: boolean,
    identity: Identity,
    config: Record<string, unknown>,
  ) {
    this.identity = identity;
    const broadcast = (config.broadcast ?? {}) as Record<string, unknown>;
    const presence = (config.presence ?? {}) as Record<string, unknown>;
    this.broadcastSelf = broadcast.self === true;
    this.broadcastAck = broadcast.ack === true;
    this.presenceKey = typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID();
    this.presenceEnabled = presence.enabled === true;
  }

  get subTopic(): string {
    return this.topic.replace(/^realtime:/, '');
  }

  /** Key of the topic's subscribers: public and private channels of one name are apart. */
  get room(): string {
    return `${this.isPrivate ? 'private' : 'public'}:${this.subTopic}`;
  }

  deliver(payloadJson: string): void {
    this.conn.sendText(encodeRaw(this.conn.vsn, this.topic, 'postgres_changes', payloadJson));
  }

  push(event: string, payload: unknown): void {
    this.conn.send({ joinRef: null, ref: null, topic: this.topic, event, payload });
  }

  system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  setIdentity(identity: Identity, onExpire: () => void): void {
    this.identity = identity;
    clearTimeout(this.expiry);
    const ms = Math.max(0, identity.exp * 1000 - Date.now());
    // setTimeout's limit is about 24.8 days; a longer token is checked again then.
    this.expiry = setTimeout(onExpire, Math.min(ms, 2 ** 31 - 1));
    this.expiry.unref();
    this.write.clear();
  }

  canWrite(db: Database, ext: Extension): Promise<boolean> {
    if (!this.isPrivate) return Promise.resolve(true);
    let p = this.write.get(ext);
    if (!p) {
      p = canWrite(db, this.identity, this.subTopic, ext);
      this.write.set(ext, p);
      p.catch(() => this.write.delete(ext));
    }
    return p;
  }

  dispose(): void {
    clearTimeout(this.expiry);
  }
}

export class Connection {
  readonly channels = new Map<string, Channel>();
  private lastSeen = Date.now();
  private events = 0;
  private windowStart = Date.now();
  private closed = false;
  readonly id = randomUUID();

  constructor(
    readonly hub: RealtimeHub,
    readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly address: string,
    /** The connection's own token (the apikey): channels join with it when they bring none. */
    readonly token: string,
  ) {}

  get idleFor(): number {
    return Date.now() - this.lastSeen;
  }

  get users(): Set<string> {
    const out = new Set<string>();
    for (const ch of this.channels.values()) {
      const sub = ch.identity.claims.sub;
      if (typeof sub === 'string') out.add(sub);
    }
    return out;
  }

  send(frame: Frame): void {
    this.sendText(encode(this.vsn, frame));
  }

  sendText(text: string | Uint8Array): void {
    if (this.closed) return;
    // A consumer that does not read is dropped, never buffered without bound.
    if (this.ws.bufferedAmount > this.hub.limits.maxBufferedBytes) {
      this.hub.log(`dropping a slow realtime client (${this.ws.bufferedAmount} bytes waiting)`);
      this.terminate();
      return;
    }
    this.ws.send(text);
  }

  reply(f: Frame, status: 'ok' | 'error', response: unknown): void {
    this.send({
      joinRef: f.joinRef,
      ref: f.ref,
      topic: f.topic,
      event: 'phx_reply',
      payload: phxReply(status, response),
    });
  }

  terminate(): void {
    if (this.closed) return;
    this.ws.terminate();
    this.onClose();
  }

  close(code: number, why: string): void {
    if (this.closed) return;
    this.ws.close(code, why);
    this.onClose();
  }

  onClose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const ch of [...this.channels.values()]) this.hub.removeChannel(ch, false);
    this.hub.connections.delete(this);
  }

  private queue: Promise<void> = Promise.resolve();

  /** Frames are handled one after another, in the order they came (as a Phoenix channel does). */
  receive(data: string | ArrayBuffer): void {
    if (this.closed) return;
    this.lastSeen = Date.now();
    if (this.lastSeen - this.windowStart >= 1000) {
      this.windowStart = this.lastSeen;
      this.events = 0;
    }
    if (++this.events > this.hub.limits.maxEventsPerSecond) {
      this.close(1008, 'Too many messages per second');
      return;
    }
    this.queue = this.queue
      .then(() => this.onMessage(data))
      .catch((e: unknown) => {
        this.hub.log(`realtime: ${e instanceof Error ? e.message : String(e)}`);
        this.close(1011, 'Internal error');
      });
  }

  private async onMessage(data: string | ArrayBuffer): Promise<void> {
    if (this.closed) return;
    let frame: Frame & { binary?: BinaryBroadcast };
    try {
      frame = typeof data === 'string' ? decodeText(this.vsn, data) : decodeBinary(new Uint8Array(data));
    } catch (e) {
      if (e instanceof ProtocolError) {
        this.close(1003, `Invalid message: ${e.message}`);
        return;
      }
      throw e;
    }
    await this.hub.handle(this, frame);
  }
}

export class RealtimeHub {
  readonly feed: ChangeFeed;
  readonly connections = new Set<Connection>();
  private readonly rooms = new Map<string, Set<Channel>>();
  readonly limits: RealtimeLimits;
  readonly log: (line: string) => void;
  private sweeper: NodeJS.Timeout | undefined;
  private refSeq = 0;

  constructor(private readonly opts: HubOptions) {
    this.limits = opts.limits;
    this.log = opts.log ?? (() => {});
    this.feed = new ChangeFeed(opts.db, {
      maxRecordBytes: opts.limits.maxRecordBytes,
      log: this.log,
      pollMs: opts.pollMs,
    });
  }

  async start(): Promise<void> {
    await this.feed.start();
    this.sweeper = setInterval(
      () => {
        for (const c of this.connections) if (c.idleFor > this.limits.idleTimeoutMs) c.close(1000, 'Heartbeat timeout');
      },
      Math.min(5000, this.limits.idleTimeoutMs / 2),
    );
    this.sweeper.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    for (const c of [...this.connections]) c.close(1001, 'Server shutting down');
    await this.feed.close();
  }

  /** Checks a connection's API key: null if it may connect, else the HTTP status and message. */
  async admit(token: string | undefined, address: string): Promise<{ status: number; error: string } | null> {
    if (!token) return { status: 401, error: 'API key is missing' };
    const t = await checkToken(token, this.opts.jwtSecret, this.opts.jwtRoles);
    if ('code' in t) {
      if (t.message.startsWith('Token has expired')) return { status: 401, error: 'Token has expired' };
      if (t.code === 'MalformedJWT') return { status: 401, error: 'The token provided is not a valid JWT' };
      if (t.code === 'JwtSignatureError') return { status: 401, error: 'Failed to validate JWT signature' };
      return { status: 401, error: t.message };
    }
    let n = 0;
    for (const c of this.connections) if (c.address === address) n++;
    if (n >= this.limits.maxConnectionsPerAddress) return { status: 429, error: 'Too many connected users' };
    return null;
  }

  connect(ws: WebSocket, vsn: Vsn, address: string, token: string): Connection {
    const c = new Connection(this, ws, vsn, address, token);
    this.connections.add(c);
    return c;
  }

  async handle(conn: Connection, f: Frame & { binary?: BinaryBroadcast }): Promise<void> {
    if (f.topic === 'phoenix' && f.event === 'heartbeat') {
      conn.reply(f, 'ok', {});
      return;
    }
    if (f.event === 'phx_join') {
      await this.join(conn, f);
      return;
    }
    const ch = conn.channels.get(f.topic);
    if (!ch || (f.joinRef !== null && f.joinRef !== ch.joinRef)) {
      // Phoenix's answer to a message for a channel this socket has not joined.
      conn.reply(f, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (f.event) {
      case 'phx_leave':
        conn.reply(f, 'ok', {});
        this.removeChannel(ch, false);
        return;
      case 'access_token':
        await this.refreshToken(ch, f);
        return;
      case 'broadcast':
        await this.broadcast(ch, f);
        return;
      case 'presence':
        await this.presence(ch, f);
        return;
      default:
        // Hosted ignores what it does not know (and logs it).
        return;
    }
  }

  private async join(conn: Connection, f: Frame): Promise<void> {
    const fail = (code: string, message: string) => conn.reply(f, 'error', reason(code, message));
    if (!f.topic.startsWith('realtime:')) {
      conn.reply(f, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (f.topic === 'realtime:') return fail('TopicNameRequired', 'You must provide a topic name');
    const params = (f.payload && typeof f.payload === 'object' ? f.payload : {}) as Record<string, unknown>;
    const config = (params.config && typeof params.config === 'object' ? params.config : {}) as Record<string, unknown>;
    const existing = conn.channels.get(f.topic);
    if (existing) {
      // Phoenix: a second join of a topic closes the first.
      existing.push('phx_close', {});
      this.removeChannel(existing, false);
    }
    if (conn.channels.size >= this.limits.maxChannelsPerConnection)
      return conn.reply(f, 'error', { reason: 'ChannelRateLimitReached: Too many channels' });

    const given = typeof params.access_token === 'string' ? params.access_token : undefined;
    const token = given && !given.startsWith('sb_') ? given : conn.token;
    const checked = await checkToken(token, this.opts.jwtSecret, this.opts.jwtRoles);
    if ('code' in checked) return fail(checked.code, checked.message);
    const identity = identityOf(checked.claims);

    const sub = identity.claims.sub;
    if (typeof sub === 'string' && !conn.users.has(sub)) {
      let others = 0;
      for (const c of this.connections) if (c !== conn && c.users.has(sub)) others++;
      if (others >= this.limits.maxConnectionsPerUser)
        return fail('ConnectionRateLimitReached', 'Too many connections for this user');
    }

    const isPrivate = config.private === true;
    const ch = new Channel(conn, f.topic, f.joinRef, isPrivate, identity, config);
    if (isPrivate) {
      try {
        ch.read = await canRead(this.opts.db, identity, ch.subTopic);
      } catch (e) {
        this.log(`realtime authorization failed: ${String(e)}`);
        return fail('UnableToSetPolicies', 'Realtime was unable to connect to the project database');
      }
      if (!ch.read.broadcast && !ch.read.presence)
        return fail('Unauthorized', `You do not have permissions to read from this Channel topic: ${ch.subTopic}`);
    }

    const requested = Array.isArray(config.postgres_changes) ? (config.postgres_changes as unknown[]) : [];
    const echo: Record<string, unknown>[] = [];
    const problems: string[] = [];
    for (const raw of requested) {
      if (!raw || typeof raw !== 'object') continue;
      const p = raw as Record<string, unknown>;
      const id = bindingId(p);
      echo.push({ ...p, id });
      const problem = await this.checkBinding(p, identity);
      if (typeof problem === 'string') problems.push(problem);
      else ch.pgBindings.push({ ...problem, id });
    }

    conn.channels.set(f.topic, ch);
    let room = this.rooms.get(ch.room);
    if (!room) this.rooms.set(ch.room, (room = new Set()));
    room.add(ch);
    ch.setIdentity(identity, () => this.expire(ch));
    if (ch.pgBindings.length > 0) this.feed.add(ch);

    conn.reply(f, 'ok', echo.length > 0 ? { postgres_changes: echo } : {});
    if (echo.length > 0) {
      if (problems.length > 0) for (const p of problems) ch.system('postgres_changes', 'error', p);
      else ch.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
    if (ch.presenceEnabled && ch.read.presence) ch.push('presence_state', this.presenceState(ch.room));
  }

  /** A postgres_changes request, checked: the binding, or what is wrong with it. */
  private async checkBinding(p: Record<string, unknown>, identity: Identity): Promise<Omit<PgBinding, 'id'> | string> {
    const event = typeof p.event === 'string' ? p.event.toUpperCase() : '';
    const schema = typeof p.schema === 'string' ? p.schema : '';
    const table = typeof p.table === 'string' ? p.table : undefined;
    const filter = typeof p.filter === 'string' && p.filter !== '' ? p.filter : undefined;
    const select = Array.isArray(p.select) ? p.select.filter((s): s is string => typeof s === 'string') : undefined;
    const unable = (why: string) =>
      `Unable to subscribe to changes with given parameters. ${why} [event: ${event || '?'}, schema: ${schema || '?'}, table: ${table ?? '*'}, filters: ${filter ?? ''}]`;
    if (!['INSERT', 'UPDATE', 'DELETE', '*'].includes(event))
      return unable('The event must be INSERT, UPDATE, DELETE or *.');
    if (schema === '') return unable('The schema is required.');
    const tables = this.feed.catalog.matching(schema, table);
    if (tables.length === 0)
      return unable(
        'Please check Realtime is enabled for the given connect parameters (the table is not in the supabase_realtime publication).',
      );
    let conditions: Condition[] = [];
    if (filter !== undefined) {
      if (tables.length !== 1) return unable('A filter needs one table.');
      try {
        conditions = parseFilter(filter);
        const values: string[] = [];
        filterSql(tables[0], conditions, values);
        // Each value must be one of its column's type (Postgres casts it).
        const cols = conditions.flatMap((c) =>
          c.op === 'is' ? [] : c.values.map(() => tables[0].columns.find((x) => x.name === c.column)!),
        );
        for (let i = 0; i < values.length; i++) {
          const col = cols[i];
          const cast = ['like', 'ilike', 'match', 'imatch'].includes(conditions.find((c) => c.column === col.name)!.op)
            ? 'text'
            : col.sqlType;
          await this.opts.db.query(`select ($1::text)::${cast}`, [values[i]]);
        }
      } catch (e) {
        if (e instanceof FilterError) return unable(`Invalid filter: ${e.message}.`);
        if ((e as { code?: string }).code) return unable(`Invalid filter value: ${(e as Error).message}.`);
        throw e;
      }
    }
    void identity;
    return { event: event as PgBinding['event'], schema, table, conditions, select };
  }

  /** Removes a channel (leave, close, expiry), with its presence. */
  removeChannel(ch: Channel, sendClose: boolean): void {
    if (ch.conn.channels.get(ch.topic) !== ch) return;
    ch.conn.channels.delete(ch.topic);
    this.feed.remove(ch);
    ch.dispose();
    const room = this.rooms.get(ch.room);
    room?.delete(ch);
    if (room && room.size === 0) this.rooms.delete(ch.room);
    if (ch.tracked) {
      const left = ch.tracked;
      ch.tracked = null;
      this.presenceDiff(ch.room, {}, { [ch.presenceKey]: { metas: [left] } });
    }
    if (sendClose) ch.push('phx_close', {});
  }

  /** Hosted's shutdown: a system error, then the channel closes. */
  private shutdown(ch: Channel, message: string): void {
    ch.system('system', 'error', message);
    this.removeChannel(ch, true);
  }

  private expire(ch: Channel): void {
    if (ch.identity.exp * 1000 > Date.now()) {
      ch.setIdentity(ch.identity, () => this.expire(ch));
      return;
    }
    this.shutdown(ch, `Token has expired ${Math.max(0, Math.round(Date.now() / 1000 - ch.identity.exp))} seconds ago`);
  }

  private async refreshToken(ch: Channel, f: Frame): Promise<void> {
    const token = (f.payload as { access_token?: unknown } | null)?.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_')) return;
    const checked = await checkToken(token, this.opts.jwtSecret, this.opts.jwtRoles);
    if ('code' in checked) return this.shutdown(ch, checked.message);
    const identity = identityOf(checked.claims);
    if (identity.key === ch.identity.key) return;
    if (ch.isPrivate) {
      const before = ch.read;
      let after: Record<Extension, boolean>;
      try {
        after = await canRead(this.opts.db, identity, ch.subTopic);
      } catch {
        return this.shutdown(ch, 'Realtime was unable to connect to the project database');
      }
      if ((before.broadcast && !after.broadcast) || (before.presence && !after.presence))
        return this.shutdown(ch, `You no longer have permission to read from this Channel topic: ${ch.subTopic}`);
      ch.read = after;
    }
    ch.setIdentity(identity, () => this.expire(ch));
  }

  private async broadcast(ch: Channel, f: Frame & { binary?: BinaryBroadcast }): Promise<void> {
    const p = (f.payload && typeof f.payload === 'object' ? f.payload : {}) as Record<string, unknown>;
    const event = typeof p.event === 'string' ? p.event : null;
    if (event === null) return;
    if (!(await ch.canWrite(this.opts.db, 'broadcast'))) {
      if (ch.broadcastAck)
        ch.conn.reply(f, 'error', { reason: 'You do not have permissions to write to this Channel topic' });
      return;
    }
    const message = { type: 'broadcast', event, payload: p.payload };
    for (const other of this.rooms.get(ch.room) ?? []) {
      if (other === ch && !ch.broadcastSelf) continue;
      if (other.isPrivate && !other.read.broadcast) continue;
      if (f.binary) {
        if (other.conn.vsn === '2.0.0') other.conn.sendText(encodeBinaryBroadcast(other.topic, f.binary));
      } else other.push('broadcast', message);
    }
    if (ch.broadcastAck) ch.conn.reply(f, 'ok', {});
  }

  /** Sends a broadcast from the server side (the REST endpoint): to every channel of the topic. */
  broadcastFromServer(topic: string, isPrivate: boolean, event: string, payload: unknown): void {
    const room = this.rooms.get(`${isPrivate ? 'private' : 'public'}:${topic}`);
    for (const ch of room ?? [])
      if (!ch.isPrivate || ch.read.broadcast) ch.push('broadcast', { type: 'broadcast', event, payload });
  }

  private async presence(ch: Channel, f: Frame): Promise<void> {
    const p = (f.payload && typeof f.payload === 'object' ? f.payload : {}) as Record<string, unknown>;
    if (!(await ch.canWrite(this.opts.db, 'presence'))) {
      ch.conn.reply(f, 'error', { reason: 'You do not have permissions to write to this Channel topic' });
      return;
    }
    if (p.event === 'track') {
      const meta = p.payload;
      if (!meta || typeof meta !== 'object' || Array.isArray(meta)) {
        ch.conn.reply(f, 'error', { reason: 'Presence track payload must be a map' });
        return;
      }
      if (Buffer.byteLength(JSON.stringify(meta)) > 64 * 1024) {
        this.shutdown(ch, 'Track message size exceeded');
        return;
      }
      const left = ch.tracked;
      const joined: PresenceMeta = { ...(meta as Record<string, unknown>), phx_ref: this.nextRef() };
      if (left) joined.phx_ref_prev = left.phx_ref;
      ch.tracked = joined;
      ch.presenceEnabled = true;
      ch.conn.reply(f, 'ok', {});
      this.presenceDiff(
        ch.room,
        { [ch.presenceKey]: { metas: [joined] } },
        left ? { [ch.presenceKey]: { metas: [left] } } : {},
      );
      return;
    }
    if (p.event === 'untrack') {
      ch.conn.reply(f, 'ok', {});
      if (!ch.tracked) return;
      const left = ch.tracked;
      ch.tracked = null;
      this.presenceDiff(ch.room, {}, { [ch.presenceKey]: { metas: [left] } });
      return;
    }
    ch.conn.reply(f, 'error', { reason: 'Unknown presence event' });
  }

  private nextRef(): string {
    this.refSeq = (this.refSeq + 1) % Number.MAX_SAFE_INTEGER;
    return `F${Date.now().toString(36)}${this.refSeq.toString(36)}`;
  }

  private presenceState(room: string): Record<string, { metas: PresenceMeta[] }> {
    const state: Record<string, { metas: PresenceMeta[] }> = {};
    for (const ch of this.rooms.get(room) ?? []) {
      if (!ch.tracked) continue;
      (state[ch.presenceKey] ??= { metas: [] }).metas.push(ch.tracked);
    }
    return state;
  }

  private presenceDiff(room: string, joins: Record<string, unknown>, leaves: Record<string, unknown>): void {
    for (const ch of this.rooms.get(room) ?? []) {
      if (!ch.presenceEnabled || (ch.isPrivate && !ch.read.presence)) continue;
      ch.push('presence_diff', { joins, leaves });
    }
  }
}
