/**
 * Reads a file of the SII (a DTE's XML, or the purchase and sales register) in a Web Worker; where no
 * Worker exists (jsdom in component tests, very old browsers) it reads it on the main thread.
 */
import { answerSiiParse, type SiiFileKind, type SiiParsed, type SiiParseReply } from './sii-parse';

export function parseSiiFile(file: Blob, kind: SiiFileKind): Promise<SiiParsed> {
  const settle = (reply: SiiParseReply) => {
    if (reply.ok) return reply.result;
    throw new Error(`No se pudo leer el archivo: ${reply.message}`);
  };
  if (typeof Worker === 'undefined') return answerSiiParse({ kind, file }).then(settle);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sii-parse.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SiiParseReply>) => {
      worker.terminate();
      try {
        resolve(settle(event.data));
      } catch (error) {
        reject(error);
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'No se pudo leer el archivo.'));
    };
    worker.postMessage({ kind, file });
  });
}
