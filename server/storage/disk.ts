/**
 * The bytes of Storage's objects, in files under one root (DATA_DIR/storage):
 *
 *   <root>/<bucket>/<key segments...>/~<version>     the object's content (one file per version)
 *   <root>/.tmp/<random>                              uploads in progress
 *
 * A version file is written once and never changed: an upload streams into a temporary file,
 * flushes it (fsync), renames it to its version's name and flushes the folder; only then does the
 * database row point at the new version, and the previous version's file is removed after the
 * row's commit. A kill at any moment leaves either the old object or the new one visible, never
 * a half file (a temporary file is swept at the next start; a version file no row names is
 * invisible). `~` never starts a key segment (keys.ts), so a version file never collides with a
 * key's folder. Every path is built from a validated key and checked to stay under the root.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { link, mkdir, open, readdir, rename, rm, rmdir, stat, unlink, copyFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { ERRORS } from './errors.ts';
import { isValidBucketName, isValidKey } from './keys.ts';

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TMP = '.tmp';

export interface WrittenFile {
  /** The temporary file, to be committed to a version (or discarded). */
  tempPath: string;
  size: number;
  /** The content's MD5, quoted (an S3-style ETag). */
  eTag: string;
}

/** Flushes a folder's entries (a rename inside it) to disk. */
async function syncDir(path: string): Promise<void> {
  const fd = await open(path, 'r');
  try {
    await fd.sync();
  } finally {
    await fd.close();
  }
}

export class ObjectStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Creates the root and sweeps uploads a previous process left half-written. */
  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await rm(join(this.root, TMP), { recursive: true, force: true });
    await mkdir(join(this.root, TMP), { recursive: true });
  }

  private inside(path: string): string {
    const full = resolve(path);
    if (!full.startsWith(this.root + sep)) throw ERRORS.invalidKey(path);
    return full;
  }

  /** The file of one version of an object. */
  versionPath(bucket: string, key: string, version: string): string {
    if (!isValidBucketName(bucket)) throw ERRORS.invalidBucketName();
    if (!isValidKey(key)) throw ERRORS.invalidKey(key);
    if (!VERSION.test(version)) throw ERRORS.invalidKey(version);
    return this.inside(join(this.root, bucket, ...key.split('/'), `~${version}`));
  }

  newVersion(): string {
    return randomUUID();
  }

  /**
   * Streams chunks into a temporary file and flushes it. `chunks` may throw (a limit passed, the
   * client gone): the temporary file is removed and the error passed on.
   */
  async write(chunks: AsyncIterable<Uint8Array>): Promise<WrittenFile> {
    const tempPath = this.inside(join(this.root, TMP, randomUUID()));
    const hash = createHash('md5');
    let size = 0;
    const file = await open(tempPath, 'wx');
    try {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.byteLength;
        for (let done = 0; done < chunk.byteLength;)
          done += (await file.write(chunk, done, chunk.byteLength - done)).bytesWritten;
      }
      await file.sync();
      await file.close();
    } catch (e) {
      await file.close().catch(() => {});
      await rm(tempPath, { force: true });
      throw e;
    }
    return { tempPath, size, eTag: `"${hash.digest('hex')}"` };
  }

  /** Makes a written file the content of an object's version (rename, then flush the folder). */
  async commit(file: WrittenFile, bucket: string, key: string, version: string): Promise<void> {
    const target = this.versionPath(bucket, key, version);
    await mkdir(dirname(target), { recursive: true });
    await rename(file.tempPath, target);
    await syncDir(dirname(target));
  }

  async discard(file: WrittenFile): Promise<void> {
    await rm(file.tempPath, { force: true });
  }

  /** A second name for an existing version's content (versions never change, so a hard link is a copy). */
  async duplicate(
    from: { bucket: string; key: string; version: string },
    to: { bucket: string; key: string; version: string },
  ): Promise<void> {
    const source = this.versionPath(from.bucket, from.key, from.version);
    const target = this.versionPath(to.bucket, to.key, to.version);
    await mkdir(dirname(target), { recursive: true });
    try {
      await link(source, target);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw e;
      await copyFile(source, target);
    }
    await syncDir(dirname(target));
  }

  async size(bucket: string, key: string, version: string): Promise<number | undefined> {
    try {
      return (await stat(this.versionPath(bucket, key, version))).size;
    } catch {
      return undefined;
    }
  }

  /** A stream of the version's bytes (start and end inclusive), or undefined if it is gone. */
  async read(
    bucket: string,
    key: string,
    version: string,
    range?: { start: number; end: number },
  ): Promise<ReadStream | undefined> {
    const path = this.versionPath(bucket, key, version);
    const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
    return new Promise((ok) => {
      stream.once('open', () => ok(stream));
      stream.once('error', () => ok(undefined));
    });
  }

  /** Removes a version's file and the folders it leaves empty (never the bucket's own folder). */
  async remove(bucket: string, key: string, version: string | null | undefined): Promise<void> {
    if (!version || !VERSION.test(version)) return;
    const path = this.versionPath(bucket, key, version);
    await unlink(path).catch(() => {});
    const bucketDir = this.inside(join(this.root, bucket));
    for (let dir = dirname(path); dir.startsWith(bucketDir + sep); dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        break;
      }
    }
  }

  async removeBucket(bucket: string): Promise<void> {
    if (!isValidBucketName(bucket)) return;
    await rm(this.inside(join(this.root, bucket)), { recursive: true, force: true });
  }

  /** Every file under the root (for tests: nothing may ever be written outside it). */
  async files(): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  }
}
