import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';

describe('local disk storage', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lexi-storage-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stores, reads back and replaces a file, leaving no temporary file behind', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('emohar/doc-1/original.pdf', Buffer.from('first'));
    expect((await storage.get('emohar/doc-1/original.pdf'))?.toString()).toBe('first');
    await storage.put('emohar/doc-1/original.pdf', Buffer.from('second'));
    expect((await storage.get('emohar/doc-1/original.pdf'))?.toString()).toBe('second');
    expect(readdirSync(join(root, 'emohar', 'doc-1'))).toEqual(['original.pdf']);
  });

  it('keeps files readable by the server only', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put('a/b.pdf', Buffer.from('x'));
    expect(statSync(join(root, 'a', 'b.pdf')).mode & 0o077).toBe(0);
  });

  it('answers null for a missing file, and deleting a missing file is no error', async () => {
    const storage = createLocalDiskStorage(root);
    expect(await storage.get('nothing/here.pdf')).toBeNull();
    await storage.put('a/b.pdf', Buffer.from('x'));
    await storage.delete('a/b.pdf');
    await storage.delete('a/b.pdf');
    expect(await storage.get('a/b.pdf')).toBeNull();
  });

  it('refuses keys that could leave the storage root', async () => {
    const storage = createLocalDiskStorage(root);
    for (const key of [
      '../escape.pdf',
      'a/../../b',
      '/etc/passwd',
      'a\\b',
      'a//b',
      '',
      'A/B',
      'a/./b',
      'a/..',
    ]) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });
});
