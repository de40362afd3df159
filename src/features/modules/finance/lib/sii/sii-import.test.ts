import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSiiFile } from './sii-import';

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../../../../../tests/fixtures/sii', name));

// Node has no Worker: this is the main-thread path (jsdom's too); the worker's own answer is
// sii-parse.test.ts's, and the browser's worker is phase B's journey.
describe('parseSiiFile without a Worker', () => {
  it('reads the file on the main thread', async () => {
    expect(typeof Worker).toBe('undefined');
    const parsed = await parseSiiFile(new Blob([fixture('rcv-compras-2026-10.csv')]), 'rcv');
    expect(parsed.kind === 'rcv' && parsed.file.rows.map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('answers a file it cannot read in Spanish', async () => {
    const unreadable = { arrayBuffer: () => Promise.reject(new Error('permiso denegado')) } as Blob;
    await expect(parseSiiFile(unreadable, 'xml')).rejects.toThrow('No se pudo leer el archivo: permiso denegado');
  });
});
