import { describe, expect, test } from 'vitest';
import { type FileToOrder, orderFiles } from './test-order.ts';

const file = (key: string, expected: number | undefined, more: Partial<FileToOrder> = {}): FileToOrder => ({
  key,
  project: key.slice(0, key.indexOf(':')),
  groupOrder: 0,
  waitsForSetup: key.startsWith('server') || key.startsWith('e2e'),
  expected,
  size: 1000,
  failedLastRun: false,
  ...more,
});
const keys = (files: FileToOrder[]) => orderFiles(files).map((f) => f.key);

describe('orderFiles', () => {
  test('starts the longest expected file of a project first, whatever its size', () => {
    expect(
      keys([
        file('server:small-slow', 26, { size: 100 }),
        file('server:big-quick', 1, { size: 90_000 }),
        file('server:mid', 5),
      ]),
    ).toEqual(['server:small-slow', 'server:mid', 'server:big-quick']);
  });

  test("keeps each project's files together, the groups in their order, and in a group the projects without a global setup first, then by name", () => {
    expect(
      keys([
        file('e2e:journey', 60, { groupOrder: 1 }),
        file('web:form', 2),
        file('server:a', 1),
        file('server-pg:b', 30),
        file('unit:pure', 0.5),
        file('server:c', 20),
      ]),
    ).toEqual(['unit:pure', 'web:form', 'server:c', 'server:a', 'server-pg:b', 'e2e:journey']);
  });

  test('starts a file that failed in the last run first in its project', () => {
    expect(keys([file('unit:long', 9), file('unit:failed', 0.1, { failedLastRun: true })])).toEqual([
      'unit:failed',
      'unit:long',
    ]);
  });

  test("guesses an untimed file from its size at its project's median seconds per byte", () => {
    const files = [
      file('server:ten', 10, { size: 1000 }),
      file('server:two', 2, { size: 1000 }),
      file('server:four', 4, { size: 1000 }),
      // 4 s per 1000 bytes (the median): 6000 bytes is about 24 s, 100 bytes 0.4 s.
      file('server:new-big', undefined, { size: 6000 }),
      file('server:new-small', undefined, { size: 100 }),
    ];
    expect(keys(files)).toEqual(['server:new-big', 'server:ten', 'server:four', 'server:two', 'server:new-small']);
  });

  test('starts the larger files first in a project nobody has timed', () => {
    expect(
      keys([file('web:a', undefined), file('web:b', undefined, { size: 9000 }), file('web:c', undefined, { size: 5 })]),
    ).toEqual(['web:b', 'web:a', 'web:c']);
  });
});
