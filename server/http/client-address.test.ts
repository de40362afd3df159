import { describe, expect, it } from 'vitest';
import { resolveClientAddress, TrustedProxies } from './client-address.ts';

describe('resolveClientAddress', () => {
  const none = new TrustedProxies([]);
  const proxy = new TrustedProxies(['10.0.0.0/8', '::1']);

  it('is the socket peer without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.5', '1.2.3.4', none)).toBe('203.0.113.5');
    expect(resolveClientAddress('::ffff:203.0.113.5', undefined, none)).toBe('::ffff:203.0.113.5');
  });

  it('reads X-Forwarded-For from the right, skipping trusted hops', () => {
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7', proxy)).toBe('198.51.100.7');
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7, 10.0.0.9', proxy)).toBe('198.51.100.7');
    // The client's own (spoofed) entries sit left of what the proxy appended.
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 198.51.100.7', proxy)).toBe('198.51.100.7');
    expect(resolveClientAddress('::1', '[2001:db8::5]', proxy)).toBe('2001:db8::5');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(resolveClientAddress('198.51.100.1', '10.0.0.1', proxy)).toBe('198.51.100.1');
  });

  it('stops at garbage and when every hop is trusted keeps the left-most', () => {
    expect(resolveClientAddress('10.0.0.2', 'not an ip, 10.0.0.3', proxy)).toBe('10.0.0.3');
    expect(resolveClientAddress('10.0.0.2', '10.0.0.4, 10.0.0.3', proxy)).toBe('10.0.0.4');
    expect(resolveClientAddress('10.0.0.2', '', proxy)).toBe('10.0.0.2');
    expect(resolveClientAddress(null, '1.2.3.4', proxy)).toBeNull();
  });

  it('refuses a bad TRUSTED_PROXIES entry loudly', () => {
    expect(() => new TrustedProxies(['10.0.0.0/8', 'proxy.internal'])).toThrow(/proxy\.internal/);
  });
});
