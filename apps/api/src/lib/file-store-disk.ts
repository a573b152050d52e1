// Files in a folder (DATA_DIR/uploads): the default for one server on one machine.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { assertFileKey } from './file-keys';
import type { FileStore, StoredFileInfo } from './file-store';

const missing = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(root, key);
  };

  async function head(key: string): Promise<StoredFileInfo | null> {
    try {
      const stats = await stat(pathOf(key));
      if (!stats.isFile()) return null;
      // Size and time of writing, as nginx makes its ETags: a key is written once, so this is stable.
      return {
        length: stats.size,
        etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'disk',
    label: root,
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },

    // Written under a temporary name and renamed, so a reader (or a crash) never meets half a file.
    async put(key, body, length) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
      try {
        if (body instanceof Uint8Array) await writeFile(tmp, body);
        else await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), createWriteStream(tmp));
        const written = (await stat(tmp)).size;
        if (written !== length) throw new Error(`Wrote ${written} bytes of ${length} for ${key}`);
        await rename(tmp, path);
      } catch (error) {
        await unlink(tmp).catch(() => undefined);
        throw error;
      }
    },

    head,

    async get(key, range) {
      const info = await head(key);
      if (!info) return null;
      const stream = createReadStream(pathOf(key), range ?? {});
      return { info, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },

    async delete(key) {
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!missing(error)) throw error;
      });
    },
  };
}
