/**
 * Setup file of the 'server' projects: waits until the PGlite template their global setup makes
 * in the background (pglite-template.ts) is complete, or fails the file with the reason it is not.
 */
import { inject } from 'vitest';
import { waitForReadyFile } from './ready-file.ts';

await waitForReadyFile(inject('pgliteReadyFile'), 'The PGlite test template');
