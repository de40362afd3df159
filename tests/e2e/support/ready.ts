/**
 * Setup file of the 'e2e' project: waits until the SPA's build and the shared server, which the
 * global setup makes in the background (tests/e2e/global-setup.ts), are ready, or fails the file
 * with the reason they are not.
 */
import { inject } from 'vitest';
import { waitForReadyFile } from '../../support/ready-file.ts';

await waitForReadyFile(inject('e2eReadyFile'), "The e2e run's build and server");
