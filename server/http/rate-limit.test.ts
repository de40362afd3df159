import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.ts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('RateLimiter', () => {
  it('allows `limit` hits per window, then says how long to wait', () => {
    const c = clock();
    const rl = new RateLimiter(c.now);
    expect(rl.hit('ip', 3, 60)).toBeNull();
    c.advance(10_000);
    expect(rl.hit('ip', 3, 60)).toBeNull();
    expect(rl.hit('ip', 3, 60)).toBeNull();
    expect(rl.hit('ip', 3, 60)).toBe(50); // the first hit leaves the window in 50 s
  });

  it('release() takes back the newest hit (an attempt that turned out not to count)', () => {
    const rl = new RateLimiter(clock().now);
    expect(rl.hit('ip', 2, 60)).toBeNull();
    expect(rl.hit('ip', 2, 60)).toBeNull();
    rl.release('ip');
    expect(rl.hit('ip', 2, 60)).toBeNull();
    expect(rl.hit('ip', 2, 60)).not.toBeNull();
    rl.release('nobody'); // nothing to take back
  });

  it('slides: a slot frees up when the oldest hit leaves the window', () => {
    const c = clock();
    const rl = new RateLimiter(c.now);
    rl.hit('ip', 2, 60);
    c.advance(30_000);
    rl.hit('ip', 2, 60);
    expect(rl.hit('ip', 2, 60)).not.toBeNull();
    c.advance(30_001);
    expect(rl.hit('ip', 2, 60)).toBeNull();
    expect(rl.hit('ip', 2, 60)).not.toBeNull();
  });

  it('refused hits do not count', () => {
    const c = clock();
    const rl = new RateLimiter(c.now);
    rl.hit('ip', 1, 10);
    for (let i = 0; i < 5; i++) expect(rl.hit('ip', 1, 10)).not.toBeNull();
    c.advance(10_001);
    expect(rl.hit('ip', 1, 10)).toBeNull();
  });

  it('keeps keys apart', () => {
    const rl = new RateLimiter(clock().now);
    expect(rl.hit('token:1.1.1.1', 1, 60)).toBeNull();
    expect(rl.hit('token:2.2.2.2', 1, 60)).toBeNull();
    expect(rl.hit('recover:1.1.1.1', 1, 60)).toBeNull();
    expect(rl.hit('token:1.1.1.1', 1, 60)).not.toBeNull();
  });

  it('a limit of 0 or less means no limit', () => {
    const rl = new RateLimiter(clock().now);
    for (let i = 0; i < 100; i++) expect(rl.hit('ip', 0, 60)).toBeNull();
    expect(rl.size).toBe(0);
  });

  it('forgets idle keys, so memory stays bounded', () => {
    const c = clock();
    const rl = new RateLimiter(c.now);
    for (let i = 0; i < 999; i++) rl.hit(`ip${i}`, 5, 1);
    c.advance(2_000);
    rl.hit('fresh', 5, 1); // the 1000th hit sweeps
    expect(rl.size).toBe(1);
  });
});
