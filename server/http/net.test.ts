import { describe, expect, it } from 'vitest';
import { inCidr, isLoopbackAddress, isLoopbackHost, isLoopbackHostHeader, parseCidr } from './net.ts';

describe('loopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['localhost', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['', false],
    ['192.168.1.10', false],
    ['example.com', false],
    ['localhost.example.com', false],
  ])('isLoopbackHost(%j) = %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });

  it('isLoopbackAddress accepts only loopback IPs', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('localhost')).toBe(false);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
    expect(isLoopbackAddress(null)).toBe(false);
  });

  it.each([
    ['localhost', true],
    ['localhost:54321', true],
    ['127.0.0.1:5173', true],
    ['[::1]:54321', true],
    ['LOCALHOST:1', true],
    ['127.0.0.2:54321', false],
    ['evil.example', false],
    ['localhost.evil.example', false],
    ['127.0.0.1.nip.io:54321', false],
    ['localhost:80:80', false],
    ['', false],
  ])('isLoopbackHostHeader(%j) = %s', (header, expected) => {
    expect(isLoopbackHostHeader(header)).toBe(expected);
  });
});

describe('CIDR', () => {
  it('matches IPv4 and IPv6 ranges and single addresses', () => {
    expect(inCidr('10.1.2.3', parseCidr('10.0.0.0/8'))).toBe(true);
    expect(inCidr('11.1.2.3', parseCidr('10.0.0.0/8'))).toBe(false);
    expect(inCidr('192.168.1.77', parseCidr('192.168.1.64/26'))).toBe(true);
    expect(inCidr('192.168.1.128', parseCidr('192.168.1.64/26'))).toBe(false);
    expect(inCidr('::ffff:10.0.0.5', parseCidr('10.0.0.5'))).toBe(true);
    expect(inCidr('2001:db8::1', parseCidr('2001:db8::/32'))).toBe(true);
    expect(inCidr('2001:db9::1', parseCidr('2001:db8::/32'))).toBe(false);
    expect(inCidr('::1', parseCidr('::1'))).toBe(true);
    expect(inCidr('10.0.0.1', parseCidr('::/0'))).toBe(false);
    expect(inCidr('1.2.3.4', parseCidr('0.0.0.0/0'))).toBe(true);
  });

  it.each(['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '10.0.0/8', '::1/129', '10.0.0.0/x'])('refuses %j', (text) => {
    expect(() => parseCidr(text)).toThrow(/not an IP address/);
  });
});
