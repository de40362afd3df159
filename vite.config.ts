import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (/rest/v1, /auth/v1, /storage/v1, the mailbox) lives in server/; in dev, Vite proxies to it so the
// SPA keeps talking to its own origin, exactly as when server/ serves the build.
const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 54321}`;
const proxy = Object.fromEntries(
  ['/rest/v1', '/auth/v1', '/storage/v1', '/mailbox', '/expert'].map((p) => [
    p,
    { target: apiTarget, changeOrigin: false },
  ]),
);

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/](kit|components[\\/]ui)[\\/][^?]*\.tsx?$/, sideEffects: false }],
      },
    },
  },
});
