import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerSiiParse } from './sii-parse';
import { importInBatches, type ImportDocument, type ImportResult } from './import-document';

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../../../../../tests/fixtures/sii', name));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the SII import off the main thread', () => {
  it('answers the worker’s message with the parsed file, or with why it could not', async () => {
    const xml = await answerSiiParse({ kind: 'xml', file: new Blob([fixture('envio-dte-compras.xml')]) });
    expect(xml.ok && xml.result.kind === 'xml' && xml.result.file.documents.length).toBe(3);
    const rcv = await answerSiiParse({ kind: 'rcv', file: new Blob([fixture('rcv-ventas-2026-10.csv')]) });
    expect(rcv.ok && rcv.result.kind === 'rcv' && rcv.result.file.rows.length).toBe(4);
    const broken = await answerSiiParse({
      kind: 'xml',
      file: { arrayBuffer: () => Promise.reject(new Error('leído a medias')) } as Blob,
    });
    expect(broken).toEqual({ ok: false, message: 'leído a medias' });
  });

  it('wires the worker file to that answer', async () => {
    const posted: unknown[] = [];
    const scope: { onmessage?: (e: { data: unknown }) => Promise<void>; postMessage: (m: unknown) => void } = {
      postMessage: (m) => posted.push(m),
    };
    vi.stubGlobal('self', scope);
    await import('./sii-parse.worker');
    await scope.onmessage!({ data: { kind: 'rcv', file: new Blob([fixture('rcv-compras-duplicado.csv')]) } });
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ ok: true, result: { kind: 'rcv', file: { kind: 'compras' } } });
  });

  it('sends the documents in batches and gives each result its place in the whole list', async () => {
    const docs = Array.from({ length: 250 }, (_, i) => ({ folio: i + 1 }) as ImportDocument);
    const sizes: number[] = [];
    const progress: number[] = [];
    const results = await importInBatches(
      docs,
      async (batch) => {
        sizes.push(batch.length);
        return batch.map((d, i): ImportResult => ({ indice: i, resultado: 'importado', mensaje: String(d.folio) }));
      },
      (done) => progress.push(done),
    );
    expect(sizes).toEqual([100, 100, 50]);
    expect(progress).toEqual([100, 200, 250]);
    expect(results.map((r) => [r.indice, r.mensaje])).toEqual(docs.map((d, i) => [i, String(d.folio)]));
  });
});
