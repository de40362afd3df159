import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium; playwright never downloads a browser here. The benches (bench/) measure with it. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
} satisfies LaunchOptions;

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell, the same version as
 * chromium): Blink, V8 and the network stack without the browser's UI layer, which is what playwright
 * itself runs for headless Chromium. The e2e project's journeys cost it about a fifth less CPU than
 * the full browser's headless mode (docs/testing.md); the benches keep the full browser, since the
 * budgets they measure are a user's.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The e2e tests' browser: the headless shell where it is installed (.ci/run installs it), else the full one. */
export const E2E_CHROMIUM_LAUNCH_OPTIONS = {
  ...CHROMIUM_LAUNCH_OPTIONS,
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_LAUNCH_OPTIONS.executablePath,
} satisfies LaunchOptions;
