import { describe, expect, it } from 'vitest';
import { Spool, SpoolFullError } from './spool.ts';

const take = async (s: Spool) => {
  const out: string[] = [];
  for (let t = await s.next(); t !== null; t = await s.next()) out.push(t);
  return out;
};

describe('Spool', () => {
  it('keeps the order of chunks held in memory and in its file', async () => {
    const s = new Spool({ memoryBytes: 10, maxBytes: 1_000 });
    const chunks = ['aaaa', 'bbbbbb', 'ccccccc', 'dd', 'eeeeeeeeeeee', 'ñandú'];
    for (const c of chunks) await s.push(c);
    s.end();
    expect(s.spilledBytes).toBeGreaterThan(0);
    expect(await take(s)).toEqual(chunks);
    await s.close();
  });

  it('lets the reader wait for the writer, chunk by chunk', async () => {
    const s = new Spool({ memoryBytes: 4, maxBytes: 1_000 });
    const reading = take(s);
    for (const c of ['one', 'two', 'three']) {
      await new Promise((ok) => setTimeout(ok, 5));
      await s.push(c);
    }
    s.end();
    expect(await reading).toEqual(['one', 'two', 'three']);
  });

  it('refuses to spill past its limit, and the reader sees the failure after what came', async () => {
    const s = new Spool({ memoryBytes: 4, maxBytes: 8 });
    await s.push('1234');
    await s.push('56789');
    await expect(s.push('abcdefgh')).rejects.toBeInstanceOf(SpoolFullError);
    s.fail(new SpoolFullError(8));
    expect(await s.next()).toBe('1234');
    expect(await s.next()).toBe('56789');
    await expect(s.next()).rejects.toBeInstanceOf(SpoolFullError);
  });

  it('closing frees it once, wakes a waiting reader and refuses later chunks', async () => {
    let released = 0;
    const s = new Spool({ memoryBytes: 4, maxBytes: 100 }, () => (released += 1));
    const waiting = s.next();
    await s.close();
    await s.close();
    expect(await waiting).toBeNull();
    expect(released).toBe(1);
    await expect(s.push('x')).rejects.toThrow(/closed/);
  });
});
