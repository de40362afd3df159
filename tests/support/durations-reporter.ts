/**
 * Vitest reporter: at the end of a run, every test file's duration (environment, setup, import
 * and tests; per project, slowest first), so the suite's growth shows in every CI log (docs/design.md §7:
 * the suite's cost is a budget). It prints before the default reporter's summary, which stays
 * the last lines of the output.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

export default class DurationsReporter implements Reporter {
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
    console.log(lines.join('\n'));
  }
}
