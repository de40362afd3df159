/**
 * npm run bench: measures the budgets of docs/design.md §8 and prints them. Sections can be picked:
 * `npm run bench -- rest bundle`. The machine is noisy: read medians and ratios, not single runs.
 */
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

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(SECTIONS);
let failed = false;
for (const name of names) {
  const load = SECTIONS[name];
  if (!load) {
    console.error(`unknown section ${name}; sections: ${Object.keys(SECTIONS).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n== ${name}`);
  try {
    for (const l of await (await load()).default()) {
      const mark = l.ok === undefined ? ' ' : l.ok ? '✓' : '✗';
      if (l.ok === false) failed = true;
      console.log(` ${mark} ${l.name}: ${l.value}${l.budget ? `   [budget ${l.budget}]` : ''}`);
    }
  } catch (e) {
    failed = true;
    console.log(
      ` ✗ ${name} failed: ${e instanceof Error ? (process.env.BENCH_DEBUG ? e.stack : e.message) : String(e)}`,
    );
  }
}
process.exit(failed ? 1 : 0);
