import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertValidKey, type FileStorage, StorageError } from './file-storage.ts';

/** DATA_DIR/files: where the local-disk storage keeps its files. */
export function filesDir(dataDir: string): string {
  return join(dataDir, 'files');
}

/**
 * Files on the local disk under `root`. A put writes a temporary file beside the target, flushes it
 * and renames it over the target, so a crash leaves either the old file or the new one.
 */
export function createLocalDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    async check() {
      try {
        await mkdir(root, { recursive: true, mode: 0o700 });
        await access(root, constants.W_OK);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'error';
        throw new StorageError(`Storage: the folder ${root} cannot be written (${code})`, { cause: error });
      }
    },
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      const handle = await open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temp, { force: true });
        throw error;
      }
      await handle.close();
      try {
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async stream(key) {
      try {
        // Opened here, so that a missing file is null rather than an error of the stream.
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    close() {},
  };
}
