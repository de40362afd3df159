import { afterEach, expect, it, vi } from 'vitest';
import type { Database } from '../db/types.ts';
import { ScheduledChecks } from './checks.ts';

afterEach(() => {
  vi.useRealTimers();
});

it('a failing scheduled run is logged and waits for the next one, never an unhandled rejection', async () => {
  vi.useFakeTimers();
  const failing = {
    query: vi.fn().mockRejectedValue(new Error('function private.ejecutar_revisiones() does not exist')),
  };
  const lines: string[] = [];
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  try {
    const checks = new ScheduledChecks(failing as unknown as Database, 1_000, (l) => lines.push(l));
    checks.start(10);
    await vi.advanceTimersByTimeAsync(2_100);
    await checks.stop();
    // The first run and two intervals, each failed and logged.
    expect(failing.query).toHaveBeenCalledTimes(3);
    expect(lines).toEqual(
      Array(3).fill('scheduled checks failed: function private.ejecutar_revisiones() does not exist'),
    );
    vi.useRealTimers();
    await new Promise((r) => setImmediate(r));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

it('a run asked for directly still reports its failure to the caller', async () => {
  const failing = { query: vi.fn().mockRejectedValue(new Error('boom')) };
  await expect(new ScheduledChecks(failing as unknown as Database, 0).run()).rejects.toThrow('boom');
});
