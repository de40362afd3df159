/**
 * Phoenix channel frames, as realtime-js speaks them. vsn 1.0.0: a JSON object
 * `{join_ref, ref, topic, event, payload}`; vsn 2.0.0: a JSON array `[join_ref, ref, topic,
 * event, payload]`, plus binary frames for user broadcasts (kind 3 from the client, kind 4 to it:
 * a header of lengths, then join_ref, ref, topic, event, metadata, and the payload, JSON or raw).
 */

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast whose payload is raw bytes (binary frames only). */
export interface BinaryBroadcast {
  event: string;
  bytes: Uint8Array;
}

export class ProtocolError extends Error {}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

const str = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

export function decodeText(vsn: Vsn, text: string): Frame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ProtocolError('not JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5)
      throw new ProtocolError('expected [join_ref, ref, topic, event, payload]');
    const [joinRef, ref, topic, event, payload] = raw as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') throw new ProtocolError('topic and event are strings');
    return { joinRef: str(joinRef), ref: str(ref), topic, event, payload };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new ProtocolError('expected an object');
  const o = raw as Record<string, unknown>;
  if (typeof o.topic !== 'string' || typeof o.event !== 'string')
    throw new ProtocolError('topic and event are strings');
  return { joinRef: str(o.join_ref), ref: str(o.ref), topic: o.topic, event: o.event, payload: o.payload };
}

/**
 * A binary frame from the client: only the user broadcast push (kind 3). Its payload becomes the
 * same `{type: 'broadcast', event, payload}` a JSON push carries; raw bytes stay bytes.
 */
export function decodeBinary(buf: Uint8Array): Frame & { binary?: BinaryBroadcast } {
  if (buf.length < 7 || buf[0] !== KIND_USER_BROADCAST_PUSH) throw new ProtocolError('unsupported binary frame');
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = buf.subarray(1, 7);
  let off = 7;
  const take = (n: number) => {
    if (off + n > buf.length) throw new ProtocolError('truncated binary frame');
    const s = buf.subarray(off, off + n);
    off += n;
    return new TextDecoder('utf-8', { fatal: true }).decode(s);
  };
  const joinRef = take(joinRefLen);
  const ref = take(refLen);
  const topic = take(topicLen);
  const event = take(eventLen);
  const metaText = take(metaLen);
  const body = buf.subarray(off);
  let meta: Record<string, unknown> = {};
  if (metaText) {
    try {
      const m = JSON.parse(metaText) as unknown;
      if (m && typeof m === 'object' && !Array.isArray(m)) meta = m as Record<string, unknown>;
    } catch {
      throw new ProtocolError('metadata is not JSON');
    }
  }
  if (encoding === ENCODING_JSON) {
    let payload: unknown;
    try {
      payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
    } catch {
      throw new ProtocolError('payload is not JSON');
    }
    return {
      joinRef: joinRef || null,
      ref: ref || null,
      topic,
      event: 'broadcast',
      payload: { ...meta, type: 'broadcast', event, payload },
    };
  }
  if (encoding !== ENCODING_BINARY) throw new ProtocolError('unknown payload encoding');
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { ...meta, type: 'broadcast', event },
    binary: { event, bytes: new Uint8Array(body) },
  };
}

export function encode(vsn: Vsn, f: Frame): string {
  if (vsn === '2.0.0') return JSON.stringify([f.joinRef, f.ref, f.topic, f.event, f.payload]);
  return JSON.stringify({ join_ref: f.joinRef, ref: f.ref, topic: f.topic, event: f.event, payload: f.payload });
}

/**
 * A frame whose payload is already JSON text (a change serialised once for many subscribers):
 * the text is spliced in, not parsed and serialised again per subscriber.
 */
export function encodeRaw(vsn: Vsn, topic: string, event: string, payloadJson: string): string {
  const t = JSON.stringify(topic);
  const e = JSON.stringify(event);
  if (vsn === '2.0.0') return `[null,null,${t},${e},${payloadJson}]`;
  return `{"join_ref":null,"ref":null,"topic":${t},"event":${e},"payload":${payloadJson}}`;
}

/** A user broadcast with a raw payload, to a vsn 2.0.0 client (kind 4). */
export function encodeBinaryBroadcast(topic: string, b: BinaryBroadcast): Uint8Array {
  const enc = new TextEncoder();
  const t = enc.encode(topic);
  const e = enc.encode(b.event);
  if (t.length > 255 || e.length > 255) throw new ProtocolError('topic or event too long');
  const head = new Uint8Array([KIND_USER_BROADCAST, t.length, e.length, 0, ENCODING_BINARY]);
  const out = new Uint8Array(head.length + t.length + e.length + b.bytes.length);
  out.set(head, 0);
  out.set(t, head.length);
  out.set(e, head.length + t.length);
  out.set(b.bytes, head.length + t.length + e.length);
  return out;
}
