/**
 * One entry point for both of the SII's files, for the Web Worker (sii-parse.worker.ts) and for
 * the main thread where no worker exists: the bytes as they are in the file (the SII writes
 * ISO-8859-1), parsed by kind.
 */
import { parseDteXml, type DteFile } from './dte-xml';
import { parseRcvCsv, type RcvFile } from './rcv-csv';

export type SiiFileKind = 'xml' | 'rcv';
export type SiiParsed = { kind: 'xml'; file: DteFile } | { kind: 'rcv'; file: RcvFile };

export function parseSiiBytes(kind: SiiFileKind, bytes: Uint8Array): SiiParsed {
  return kind === 'xml' ? { kind, file: parseDteXml(bytes) } : { kind, file: parseRcvCsv(bytes) };
}

/** The worker's message: what to read and the file. */
export interface SiiParseRequest {
  kind: SiiFileKind;
  file: Blob;
}
export type SiiParseReply = { ok: true; result: SiiParsed } | { ok: false; message: string };

/** What the worker does with a message (kept here, so it is tested without a worker). */
export async function answerSiiParse(request: SiiParseRequest): Promise<SiiParseReply> {
  try {
    return { ok: true, result: parseSiiBytes(request.kind, new Uint8Array(await request.file.arrayBuffer())) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
