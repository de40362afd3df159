/**
 * Vitest reporter: at the end of a run, every test file's duration (environment, setup, import
 * and tests; per project, slowest first), so the suite's growth shows in every CI log (docs/design.md §7:
 * the suite's cost is a budget), and how busy the machine was meanwhile: the budget is for an idle
 * machine, and the same suite takes three times as long on one that is busy with other work. It
 * prints before the default reporter's summary, which stays the last lines of the output.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { DURATIONS_FILE, readDurations } from './test-order.ts';

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

/** The machine's CPU time so far, in clock ticks: Linux's /proc/stat, summed over the cores. */
export interface CpuTicks {
  busy: number;
  idle: number;
  /** Time the host gave this virtual machine's cores to another. */
  stolen: number;
}

/** The first line of /proc/stat ('cpu  user nice system idle iowait irq softirq steal …'). */
export function parseCpuTicks(stat: string): CpuTicks | undefined {
  const fields = /^cpu\s+([\d\s]+)$/m.exec(stat)?.[1].trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 8) return undefined;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  return { busy: user + nice + system + irq + softirq, idle: idle + iowait, stolen: steal };
}

function readCpuTicks(): CpuTicks | undefined {
  try {
    return parseCpuTicks(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined; // not Linux
  }
}

/**
 * One line on the machine over the run: how many of its cores were busy on average (with the
 * suite and whatever else ran), how much was idle or taken by the host, and the load when it started.
 */
export function describeMachine(
  before: CpuTicks,
  after: CpuTicks,
  run: { wallMs: number; cores: number; loadAtStart: number },
): string | undefined {
  const busy = after.busy - before.busy;
  const idle = after.idle - before.idle;
  const stolen = after.stolen - before.stolen;
  const total = busy + idle + stolen;
  if (total <= 0) return undefined;
  const percent = (ticks: number) => `${Math.round((100 * ticks) / total)} %`;
  return (
    ` The machine over the run's ${(run.wallMs / 1000).toFixed(1)} s: ${((run.cores * busy) / total).toFixed(2)} of ` +
    `${run.cores} cores busy on average, ${percent(idle)} idle, ${percent(stolen)} taken by the host; ` +
    `load average ${run.loadAtStart.toFixed(2)} when it started`
  );
}

export default class DurationsReporter implements Reporter {
  // Vitest creates its reporters before the global setups run: this is the run's start.
  private readonly start = { at: Date.now(), cpu: readCpuTicks(), load: loadavg()[0] };

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length === 0) return;
    const byProject = new Map<string, Array<{ file: string; ms: number }>>();
    for (const m of testModules) {
      const d = m.diagnostic();
      // A project whose files share their workers (isolate: false) sets its environment up once per
      // worker, and vitest reports that one setup again for every file the worker ran: not counted.
      const environment = m.project.config.isolate === false ? 0 : d.environmentSetupDuration;
      const ms = environment + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      const name = m.project.name || '(root)';
      const rows = byProject.get(name) ?? [];
      rows.push({ file: relative(process.cwd(), m.moduleId), ms });
      byProject.set(name, rows);
    }
    const lines = ['', ' Per-file durations in seconds (environment, setup, import and tests), slowest first'];
    for (const [name, rows] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
      rows.sort((a, b) => b.ms - a.ms);
      const total = rows.reduce((s, r) => s + r.ms, 0);
      lines.push(` ${name}: ${rows.length} files, ${(total / 1000).toFixed(1)} s in all`);
      for (const r of rows) lines.push(`  ${seconds(r.ms)}  ${r.file}`);
    }
    const end = readCpuTicks();
    const machine =
      this.start.cpu &&
      end &&
      describeMachine(this.start.cpu, end, {
        wallMs: Date.now() - this.start.at,
        cores: availableParallelism(),
        loadAtStart: this.start.load,
      });
    if (machine) lines.push('', machine);
    if (process.env.UPDATE_TEST_DURATIONS === '1') {
      writeDurations(process.cwd(), byProject);
      lines.push('', ` Wrote these durations to ${DURATIONS_FILE} (the order test files start in: test-order.ts).`);
    }
    console.log(lines.join('\n'));
  }
}

/**
 * The run's file durations into the sequencer's file (test-order.ts), in seconds: this run's files
 * replace their figures, the others stay unless their file is gone, so one project's run refreshes
 * that project's figures only.
 */
export function mergeDurations(
  previous: Record<string, number>,
  run: ReadonlyMap<string, ReadonlyArray<{ file: string; ms: number }>>,
  exists: (file: string) => boolean,
): Record<string, number> {
  const merged = new Map(Object.entries(previous).filter(([key]) => exists(key.slice(key.indexOf(':') + 1))));
  for (const [project, rows] of run)
    for (const r of rows) merged.set(`${project}:${r.file}`, Math.round(r.ms / 100) / 10);
  return Object.fromEntries([...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function writeDurations(root: string, run: ReadonlyMap<string, ReadonlyArray<{ file: string; ms: number }>>): void {
  const merged = mergeDurations(readDurations(root), run, (file) => existsSync(join(root, file)));
  writeFileSync(join(root, DURATIONS_FILE), `${JSON.stringify(merged, null, 2)}\n`);
}
