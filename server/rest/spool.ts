/**
 * The rows of a streamed read between the database and a client that may be slower: the
 * database's side pushes chunks at its own pace and never waits for the client; the client's
 * side takes them in order when its socket has room. Up to `memoryBytes` wait in memory, the rest
 * in a temporary file (deleted when the spool closes; on Linux it has no name from the start, so
 * a crash leaves nothing behind). Past `maxBytes` spilled, the spool refuses more: a client that
 * lags that far behind loses its response instead of filling the disk.
 */
import { randomUUID } from 'node:crypto';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SpoolLimits {
  /** Bytes held in memory before chunks go to the file. */
  memoryBytes: number;
  /** Bytes the file may grow to; past them the response is cut. */
  maxBytes: number;
  /** Folder of the file (default: the system's temporary folder). */
  dir?: string;
}

export const DEFAULT_SPOOL_LIMITS: SpoolLimits = { memoryBytes: 1024 * 1024, maxBytes: 1024 * 1024 * 1024 };

/** The client fell too far behind: the spool would exceed its limit. */
export class SpoolFullError extends Error {
  constructor(maxBytes: number) {
    super(`The client fell more than ${Math.round(maxBytes / 1024 / 1024)} MB behind the response`);
    this.name = 'SpoolFullError';
  }
}

type Segment = { data: Buffer } | { offset: number; length: number };

export class Spool {
  private readonly segments: Segment[] = [];
  private memoryHeld = 0;
  private file: Promise<FileHandle> | undefined;
  private fileEnd = 0;
  private ended = false;
  private failure: unknown;
  private closed = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly limits: SpoolLimits = DEFAULT_SPOOL_LIMITS,
    private readonly onClose?: () => void,
  ) {}

  /** Bytes written to the file so far (for tests and figures). */
  get spilledBytes(): number {
    return this.fileEnd;
  }

  /** The database's side: adds a chunk. Throws SpoolFullError past the limit, or if closed. */
  async push(text: string): Promise<void> {
    if (this.closed) throw new Error('The spool is closed');
    const data = Buffer.from(text, 'utf8');
    if (this.memoryHeld + data.length <= this.limits.memoryBytes) {
      this.segments.push({ data });
      this.memoryHeld += data.length;
    } else {
      if (this.fileEnd + data.length > this.limits.maxBytes) throw new SpoolFullError(this.limits.maxBytes);
      const file = await this.openFile();
      const offset = this.fileEnd;
      this.fileEnd += data.length;
      await file.write(data, 0, data.length, offset);
      if (this.closed) return;
      this.segments.push({ offset, length: data.length });
    }
    this.notify();
  }

  /** The database's side: every chunk is in. */
  end(): void {
    this.ended = true;
    this.notify();
  }

  /** The database's side: the rows cannot all come (the client's side sees this error). */
  fail(error: unknown): void {
    this.failure ??= error;
    this.notify();
  }

  /** The client's side: the next chunk in order, or null once every chunk was taken. */
  async next(): Promise<string | null> {
    for (;;) {
      if (this.closed) return null;
      const segment = this.segments.shift();
      if (segment) {
        if ('data' in segment) {
          this.memoryHeld -= segment.data.length;
          return segment.data.toString('utf8');
        }
        const buffer = Buffer.alloc(segment.length);
        await (await this.openFile()).read(buffer, 0, segment.length, segment.offset);
        return buffer.toString('utf8');
      }
      if (this.failure !== undefined) throw this.failure;
      if (this.ended) return null;
      await new Promise<void>((ok) => (this.wake = ok));
    }
  }

  /** Frees the memory and the file; pushes after this fail, a waiting next() answers null. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.segments.length = 0;
    this.memoryHeld = 0;
    this.notify();
    this.onClose?.();
    if (this.file) await (await this.file).close().catch(() => {});
  }

  private notify() {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private openFile(): Promise<FileHandle> {
    this.file ??= (async () => {
      const path = join(this.limits.dir ?? tmpdir(), `axel-spool-${randomUUID()}`);
      const handle = await open(path, 'w+', 0o600);
      // Nameless from now on (POSIX): the space is freed when the handle closes, even after a crash.
      await unlink(path).catch(() => {});
      return handle;
    })();
    return this.file;
  }
}
