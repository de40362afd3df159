import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { modulePreload } from './scripts/vite-module-preload.ts';

// The API (/rest/v1, /auth/v1, /storage/v1, the mailbox) lives in server/; in dev, Vite proxies to it so the
// SPA keeps talking to its own origin, exactly as when server/ serves the build.
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 54321}`;
const proxy = Object.fromEntries(
  ['/rest/v1', '/auth/v1', '/storage/v1', '/mailbox', '/expert'].map((p) => [
    p,
    { target: apiTarget, changeOrigin: false },
  ]),
);

/**
 * Issue 33: a module screen's JavaScript until usable is counted in gzip bytes on the wire, and
 * Rolldown's automatic splitting cut what every signed-in screen shares into dozens of files of a
 * few hundred bytes (each compressed alone, without the others' context: ~12 KB more than the same
 * code in one file). Two groups put those small, light files together (only the files named, never
 * their dependencies: React, zod, Radix and the rest keep their own chunks):
 * - the signed-in frame, loaded by every screen after sign-in (never by the public pages or /login:
 *   tests/e2e/bundle-boundaries.test.ts);
 * - the list kit, loaded by every list screen (never by an overview); the CSV export's code is not
 *   in it (loaded when 'Exportar CSV' is pressed).
 */
const files = (patterns: string[]) => {
  // Written with '/', matched on either separator; each pattern is a whole path under the repository.
  const re = new RegExp(`[\\/](?:${patterns.join('|').replaceAll('/', String.raw`[\\/]`)})$`);
  return (id: string) => re.test(id);
};
const SIGNED_IN_FRAME = files([
  String.raw`src/app/routes/(?:workspace|module-workspace)\.tsx`,
  String.raw`src/app/modules\.ts`,
  String.raw`src/features/layout/(?:components/(?:app-layout|side-menu|top-bar)|hooks/use-media-query|lib/menu-storage)\.tsx?`,
  String.raw`src/features/workspace/(?:api/(?:keys|get-my-modules)|lib/module-access|components/require-module-access)\.tsx?`,
  String.raw`src/features/search/components/global-search\.tsx`,
  String.raw`src/features/config/api/(?:keys|get-app-config-value)\.ts`,
  String.raw`src/features/auth/components/require-auth\.tsx`,
  String.raw`src/kit/(?:states|access-check|module-user|module-shell|related-lists|manifest|screens)\.tsx?`,
  String.raw`src/lib/(?:after-screen|text|error-message)\.ts`,
  String.raw`src/components/access-denied-panel\.tsx`,
]);
const LIST_KIT = files([
  String.raw`src/kit/(?:data-list|list-params|keyset-list)\.tsx?`,
  String.raw`src/components/ui/table\.tsx`,
]);

export default defineConfig({
  plugins: [react(), tailwindcss(), modulePreload()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: false, proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // Issue 33: the screen kit's files (imported through the `@/kit` barrel) and the UI
      // components only define things, so a screen gets the parts it uses, not every part the
      // barrel names (tests/unit/bundle-boundaries.test.ts).
      output: {
        codeSplitting: {
          groups: [
            { name: 'signed-in-frame', test: SIGNED_IN_FRAME, includeDependenciesRecursively: false },
            { name: 'list-kit', test: LIST_KIT, includeDependenciesRecursively: false },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]src[\\/](kit|components[\\/]ui)[\\/][^?]*\.tsx?$/, sideEffects: false },
          // A module's public.ts only re-exports (docs/modules.md): a screen of another module gets
          // the parts it imports, not the rest (Predictive's risk page downloaded Ops' work-order
          // picker for Ops' useCreateOrder and orderPath).
          { test: /[\\/]src[\\/]features[\\/]modules[\\/][\w-]+[\\/]public\.ts$/, sideEffects: false },
        ],
      },
    },
  },
});
