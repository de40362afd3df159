import { describe, expect, test } from 'vitest';
import { describeMachine, mergeDurations, parseCpuTicks } from './durations-reporter.ts';

// The head of a real /proc/stat (Linux 6.x): user nice system idle iowait irq softirq steal guest guest_nice.
const STAT = `cpu  32266 141 10515 105951 210 0 143 32 0 0
cpu0 16133 70 5257 52975 105 0 71 16 0 0
intr 123 0 0`;

describe('parseCpuTicks', () => {
  test('sums the busy and idle columns of the first line and keeps the stolen time apart', () => {
    expect(parseCpuTicks(STAT)).toEqual({ busy: 32266 + 141 + 10515 + 143, idle: 105951 + 210, stolen: 32 });
  });

  test('answers nothing for what is not /proc/stat', () => {
    expect(parseCpuTicks('')).toBeUndefined();
    expect(parseCpuTicks('cpu  1 2 3')).toBeUndefined();
    expect(parseCpuTicks('cpu0 1 2 3 4 5 6 7 8')).toBeUndefined();
  });
});

describe('describeMachine', () => {
  test('gives the busy cores, the idle and stolen shares and the load at the start', () => {
    const before = { busy: 1000, idle: 500, stolen: 0 };
    const after = { busy: 1000 + 1700, idle: 500 + 200, stolen: 100 };
    expect(describeMachine(before, after, { wallMs: 199_700, cores: 2, loadAtStart: 0.12 })).toBe(
      " The machine over the run's 199.7 s: 1.70 of 2 cores busy on average, 10 % idle, 5 % taken by the host; " +
        'load average 0.12 when it started',
    );
  });

  test('says nothing when no time passed', () => {
    const ticks = { busy: 1, idle: 1, stolen: 0 };
    expect(describeMachine(ticks, ticks, { wallMs: 0, cores: 2, loadAtStart: 0 })).toBeUndefined();
  });
});

describe('mergeDurations', () => {
  test("replaces the run's files in seconds, keeps the others whose file exists, drops the gone ones, sorted", () => {
    const previous = { 'server:tests/a.test.ts': 9, 'web:src/gone.test.tsx': 3, 'unit:src/kept.test.ts': 0.4 };
    const run = new Map([['server', [{ file: 'tests/a.test.ts', ms: 12_345 }]]]);
    const merged = mergeDurations(previous, run, (file) => file !== 'src/gone.test.tsx');
    expect(merged).toEqual({ 'server:tests/a.test.ts': 12.3, 'unit:src/kept.test.ts': 0.4 });
    expect(Object.keys(merged)).toEqual(['server:tests/a.test.ts', 'unit:src/kept.test.ts']);
  });
});
