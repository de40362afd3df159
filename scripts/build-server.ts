/**
 * npm run build:server: compiles the server for production (issue 33) into one ES module per entry
 * in build/, so production runs plain JavaScript with `node build/cli.mjs` instead of compiling
 * TypeScript at start through tsx (the Dockerfile's targets).
 *
 *   build/cli.mjs      server/cli.ts: the whole product (npm start's server)
 *   build/expert.mjs   server/expert/standalone.ts: the expert backend alone (npm run expert)
 *
 * esbuild bundles our own TypeScript; packages stay imports of node_modules (PGlite's WebAssembly,
 * pg, bcryptjs, hono ... load as they do under tsx). Every source file keeps its own location:
 * `import.meta.dirname`, `import.meta.filename` and `import.meta.url` in a bundled file are
 * rewritten to that file's place in the repository, so the files the server reads beside its
 * code (server/db/pglite-worker.mjs, server/sql/bootstrap.sql, server/expert/knowledge,
 * supabase/migrations, dist/) are found where they are, from a bundle in build/. In an entry file
 * `import.meta.url` stays the bundle's own: it is what "am I the script node was started with"
 * compares with process.argv[1].
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { ROOT } from '../server/migrate.ts';

export const SERVER_BUILD_DIR = join(ROOT, 'build');

/** The bundles and their entries (repository paths). */
export const SERVER_ENTRIES = {
  cli: 'server/cli.ts',
  expert: 'server/expert/standalone.ts',
} as const;

/** Defined at the top of each bundle: where the repository is, from the bundle's own folder. */
function banner(outDir: string): string {
  return [
    "import { join as __axelJoin } from 'node:path';",
    "import { pathToFileURL as __axelFileUrl } from 'node:url';",
    `const __axelRoot = __axelJoin(import.meta.dirname, ${JSON.stringify(relative(outDir, ROOT) || '.')});`,
    'const __axelPath = (p) => __axelJoin(__axelRoot, p);',
    'const __axelUrl = (p) => __axelFileUrl(__axelJoin(__axelRoot, p)).href;',
  ].join('\n');
}

/** Rewrites a source file's `import.meta` locations to its place in the repository. */
export function relocateImportMeta(source: string, file: string, isEntry: boolean): string {
  const rel = relative(ROOT, file).split('\\').join('/');
  const dir = dirname(rel);
  let out = source
    .replaceAll('import.meta.dirname', `__axelPath(${JSON.stringify(dir)})`)
    .replaceAll('import.meta.filename', `__axelPath(${JSON.stringify(rel)})`);
  if (!isEntry) out = out.replaceAll('import.meta.url', `__axelUrl(${JSON.stringify(rel)})`);
  return out;
}

function keepSourceLocations(entries: string[]): Plugin {
  return {
    name: 'keep-source-locations',
    setup(b) {
      b.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, async (args) => {
        if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta')) return undefined;
        return {
          contents: relocateImportMeta(source, args.path, entries.includes(args.path)),
          loader: args.path.endsWith('.ts') || args.path.endsWith('.mts') ? 'ts' : 'js',
        };
      });
    },
  };
}

export async function buildServer({
  outDir = SERVER_BUILD_DIR,
  log = console.log,
}: { outDir?: string; log?: (line: string) => void } = {}): Promise<void> {
  const started = performance.now();
  const entries = Object.values(SERVER_ENTRIES).map((e) => join(ROOT, e));
  await build({
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([name, e]) => [name, join(ROOT, e)])),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Packages load from node_modules at run time, as they do under tsx.
    packages: 'external',
    banner: { js: banner(outDir) },
    // Fixed at compile time (not read from the environment): server/cli.ts then skips the SPA's
    // build check, which would need Vite.
    define: { 'process.env.AXEL_SERVER_BUILD': '"compiled"' },
    plugins: [keepSourceLocations(entries)],
    // Readable stack traces in production logs.
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    absWorkingDir: ROOT,
  });
  log(
    `Built the server in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Object.keys(SERVER_ENTRIES)
      .map((n) => relative(ROOT, join(outDir, `${n}.mjs`)))
      .join(', ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
