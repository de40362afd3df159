/**
 * Addresses: loopback checks (where the development conveniences may be served) and CIDR
 * matching (which proxies are trusted). IPv4-mapped IPv6 addresses (::ffff:1.2.3.4) count as
 * their IPv4 address.
 */
import { isIP } from 'node:net';

/** '::ffff:127.0.0.1' -> '127.0.0.1'; '[::1]' -> '::1'; anything else unchanged (lower case). */
export function normalizeAddress(address: string): string {
  let a = address.trim().toLowerCase();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  return mapped ? mapped[1] : a;
}

/** A loopback IP address: 127.0.0.0/8 or ::1. */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const a = normalizeAddress(address);
  if (isIP(a) === 4) return a.startsWith('127.');
  return a === '::1' || a === '0:0:0:0:0:0:0:1';
}

/**
 * True when a server told to listen on `host` is reachable only from this machine: a loopback
 * address or 'localhost'. '0.0.0.0', '::', '' and any other name or address are not.
 */
export function isLoopbackHost(host: string | undefined | null): boolean {
  if (host === undefined || host === null) return false;
  const h = host.trim().toLowerCase();
  return h === 'localhost' || isLoopbackAddress(h);
}

/**
 * A Host header naming this machine by loopback: localhost, 127.0.0.1 or [::1], with an optional
 * port. DNS rebinding sends the attacker's own name here, so anything else is refused.
 */
export function isLoopbackHostHeader(header: string | undefined | null): boolean {
  if (!header) return false;
  const m = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i.exec(header.trim());
  return m !== null;
}

function ipv4Bytes(a: string): number[] {
  return a.split('.').map(Number);
}

function ipv6Bytes(a: string): number[] | null {
  let s = a;
  // A trailing dotted IPv4 part (::ffff:1.2.3.4 unnormalized, or 64:ff9b::1.2.3.4).
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  let tail: number[] = [];
  if (v4) {
    tail = ipv4Bytes(v4[1]);
    s = s.slice(0, -v4[1].length) + '0:0';
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...rest];
  const bytes: number[] = [];
  for (const g of groups) {
    const n = parseInt(g, 16);
    if (!/^[0-9a-f]{1,4}$/.test(g) || Number.isNaN(n)) return null;
    bytes.push(n >> 8, n & 0xff);
  }
  if (v4) bytes.splice(12, 4, ...tail);
  return bytes;
}

function bytesOf(address: string): number[] | null {
  const a = normalizeAddress(address);
  const kind = isIP(a);
  if (kind === 4) return ipv4Bytes(a);
  if (kind === 6) return ipv6Bytes(a);
  return null;
}

export interface Cidr {
  bytes: number[];
  prefix: number;
}

/** '10.0.0.0/8', '::1', '192.168.1.7' (a single address) -> a CIDR; throws on anything else. */
export function parseCidr(text: string): Cidr {
  const [addr, bits, ...extra] = text.trim().split('/');
  const bytes = bytesOf(addr);
  const max = bytes ? bytes.length * 8 : 0;
  const prefix = bits === undefined ? max : Number(bits);
  if (
    !bytes ||
    extra.length > 0 ||
    !Number.isInteger(prefix) ||
    prefix < 0 ||
    prefix > max ||
    (bits !== undefined && !/^\d+$/.test(bits))
  ) {
    throw new Error(`not an IP address or CIDR range: '${text}'`);
  }
  return { bytes, prefix };
}

export function inCidr(address: string, cidr: Cidr): boolean {
  const bytes = bytesOf(address);
  if (!bytes || bytes.length !== cidr.bytes.length) return false;
  let left = cidr.prefix;
  for (let i = 0; left > 0; i++, left -= 8) {
    const mask = left >= 8 ? 0xff : (0xff << (8 - left)) & 0xff;
    if ((bytes[i] & mask) !== (cidr.bytes[i] & mask)) return false;
  }
  return true;
}
