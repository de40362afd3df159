/**
 * Vitest sequencer (`sequence.sequencer` in vitest.config.ts): the order the test files start in.
 *
 * Vitest's own sequencer starts the slowest files of the last run first, from its results cache
 * (node_modules/.vite/vitest), so that a group of files does not end on one long file with the other
 * core idle. A fresh checkout (CI: `npm ci`) has no such cache, and vitest then starts the largest
 * files first, which are not the slowest (a 26 s file may start last). This one takes each file's
 * expected time from tests/support/test-durations.json, committed and refreshed from a whole run
 * (`UPDATE_TEST_DURATIONS=1 npm test`: the durations reporter writes it), so a fresh checkout is
 * scheduled as a warm one is. What it keeps of vitest's order: the groups (`sequence.groupOrder`)
 * and, inside a group, each project's files together (a worker is reused only for the next file of
 * the same project: interleaving projects would start a worker, and import the server, for every
 * file); a file that failed in the last run starts first.
 *
 * What it changes besides: inside a group, the projects without a global setup (unit, web) run
 * before those with one (server, server-isolated, server-pg; then by name), since those setups make
 * their databases in the background (pglite-template.ts, pg-cluster.ts) and their files wait for
 * them: from a fresh checkout that is the migrations and the seed, about 35 s, which the database-free
 * files now fill instead of an idle core.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification, type Vitest } from 'vitest/node';

/** Where the expected durations are kept: `project:path` → seconds. */
export const DURATIONS_FILE = 'tests/support/test-durations.json';

export interface FileToOrder {
  /** `project:path`, the path relative to the root. */
  key: string;
  project: string;
  groupOrder: number;
  /** The project has a global setup (its files may wait for what it makes in the background). */
  waitsForSetup: boolean;
  /** Seconds, when the durations file or the last run knows the file. */
  expected: number | undefined;
  /** The file's size in bytes: how an unknown file's time is guessed. */
  size: number;
  failedLastRun: boolean;
}

/**
 * The order to start files in: by group, then by project (those without a global setup first,
 * then by name), then failed last run first,
 * then the longest expected first. A file nobody has timed (new since the durations file was
 * written) is guessed from its size at its project's median seconds per byte; in a project with no
 * timed file, the larger files start first (vitest's order from a fresh checkout).
 */
export function orderFiles<T extends FileToOrder>(files: readonly T[]): T[] {
  const perByte = new Map<string, number>();
  for (const project of new Set(files.map((f) => f.project))) {
    const rates = files
      .filter((f) => f.project === project && f.expected !== undefined && f.size > 0)
      .map((f) => (f.expected ?? 0) / f.size)
      .sort((a, b) => a - b);
    if (rates.length) perByte.set(project, rates[Math.floor(rates.length / 2)]);
  }
  // Compared only inside a project, where either every file has a rate or none has.
  const estimate = (f: T) => f.expected ?? (perByte.get(f.project) ?? 1) * f.size;
  return [...files].sort(
    (a, b) =>
      a.groupOrder - b.groupOrder ||
      Number(a.waitsForSetup) - Number(b.waitsForSetup) ||
      (a.project === b.project ? 0 : a.project < b.project ? -1 : 1) ||
      Number(b.failedLastRun) - Number(a.failedLastRun) ||
      estimate(b) - estimate(a) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/** The committed durations (an empty record when the file is missing or unreadable). */
export function readDurations(root: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(join(root, DURATIONS_FILE), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export default class DurationsSequencer extends BaseSequencer {
  private readonly durations: Record<string, number>;

  constructor(ctx: Vitest) {
    super(ctx);
    this.durations = readDurations(ctx.config.root);
  }

  override sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const cache = this.ctx.cache;
    const files = specs.map((spec) => {
      const project = spec.project.name;
      const key = `${project}:${relative(root, spec.moduleId)}`;
      const last = cache.getFileTestResults(key);
      const known = this.durations[key];
      return {
        spec,
        key,
        project,
        groupOrder: spec.project.config.sequence.groupOrder,
        waitsForSetup: [spec.project.config.globalSetup].flat().some(Boolean),
        // The committed figure first: the last run may have been one file alone, on a busy machine.
        expected: known ?? (last ? last.duration / 1000 : undefined),
        size: cache.getFileStats(key)?.size ?? sizeOf(spec.moduleId),
        failedLastRun: last?.failed ?? false,
      };
    });
    return Promise.resolve(orderFiles(files).map((f) => f.spec));
  }
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
