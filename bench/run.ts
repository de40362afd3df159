/**
 * npm run bench: measures the budgets of docs/design.md §8 and prints them. Sections can be picked:
 * `npm run bench -- rest bundle`. The machine is noisy: read medians and ratios, not single runs.
 *
 * With more than one section, each runs in a process of its own (this script again, with that one
 * section): the servers a section starts live in the bench's process, so a section that opened
 * 200,000 users' database would otherwise leave its heap and WebAssembly memory to the next one's
 * server (the Ops board measured 594 ms after admin-ui's 200,000 users, 464 ms alone).
 */
import { spawn } from 'node:child_process';
import type { BenchLine } from './stats.ts';

const SECTIONS: Record<string, () => Promise<{ default: () => Promise<BenchLine[]> }>> = {
  startup: () => import('./startup.ts'),
  rest: () => import('./rest.ts'),
  durability: () => import('./durability.ts'),
  'effective-access': () => import('./effective-access.ts'),
  scale: () => import('./scale.ts'),
  bundle: () => import('./bundle.ts'),
  'page-load': () => import('./page-load.ts'),
  lighthouse: () => import('./lighthouse.ts'),
  'admin-ui': () => import('./admin-ui.ts'),
  modules: () => import('./modules.ts'),
  finance: () => import('./finance.ts'),
  predictive: () => import('./predictive.ts'),
  load: () => import('./load.ts'),
  realtime: () => import('./realtime.ts'),
  storage: () => import('./storage.ts'),
  search: () => import('./search.ts'),
};

const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(SECTIONS);
const unknown = names.find((name) => !SECTIONS[name]);
if (unknown) {
  console.error(`unknown section ${unknown}; sections: ${Object.keys(SECTIONS).join(', ')}`);
  process.exit(2);
}

/** Runs one section in a child process (tsx's loader comes with execArgv, its tsconfig with env). */
function runIsolated(name: string): Promise<number> {
  const flags = args.filter((a) => a.startsWith('-'));
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, ...flags, name], {
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

if (names.length > 1) {
  let failed = false;
  for (const name of names) if ((await runIsolated(name)) !== 0) failed = true;
  process.exit(failed ? 1 : 0);
}

const name = names[0]!;
let failed = false;
console.log(`\n== ${name}`);
try {
  for (const l of await (await SECTIONS[name]!()).default()) {
    const mark = l.ok === undefined ? ' ' : l.ok ? '✓' : '✗';
    if (l.ok === false) failed = true;
    console.log(` ${mark} ${l.name}: ${l.value}${l.budget ? `   [budget ${l.budget}]` : ''}`);
  }
} catch (e) {
  failed = true;
  console.log(` ✗ ${name} failed: ${e instanceof Error ? (process.env.BENCH_DEBUG ? e.stack : e.message) : String(e)}`);
}
process.exit(failed ? 1 : 0);
