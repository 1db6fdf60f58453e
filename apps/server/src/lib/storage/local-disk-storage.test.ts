import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileStorageContract } from './file-storage.contract.ts';
import { StorageError } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';

describe('local disk storage', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lexi-storage-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  fileStorageContract(() => createLocalDiskStorage(root));

  it('leaves no temporary file behind a replaced file', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('emohar/doc-1/original.pdf', Buffer.from('first'));
    await storage.put('emohar/doc-1/original.pdf', Buffer.from('second'));
    expect(readdirSync(join(root, 'emohar', 'doc-1'))).toEqual(['original.pdf']);
  });

  it('keeps files readable by the server only', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('a/b.pdf', Buffer.from('x'));
    expect(statSync(join(root, 'a', 'b.pdf')).mode & 0o077).toBe(0);
  });

  it('refuses at its check a folder that cannot be made or written, naming it', async () => {
    const blocked = join(root, 'blocked');
    writeFileSync(blocked, 'a file where the folder should be');
    const check = createLocalDiskStorage(join(blocked, 'files')).check();
    await expect(check).rejects.toBeInstanceOf(StorageError);
    await expect(check).rejects.toThrow(`${join(blocked, 'files')} cannot be written`);
    if (process.getuid?.() === 0) return; // root writes into a read-only folder anyway
    const readOnly = join(root, 'read-only');
    await createLocalDiskStorage(readOnly).check();
    chmodSync(readOnly, 0o500);
    await expect(createLocalDiskStorage(readOnly).check()).rejects.toBeInstanceOf(StorageError);
  });
});
