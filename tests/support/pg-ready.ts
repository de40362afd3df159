/**
 * Setup file of the 'server-pg' project: waits until the PostgreSQL 15 cluster its global setup
 * makes in the background (pg-cluster.ts) is ready, or fails the file with the reason it is not.
 */
import { inject } from 'vitest';
import { waitForReadyFile } from './ready-file.ts';

await waitForReadyFile(inject('pgReadyFile'), 'The PostgreSQL 15 test cluster');
