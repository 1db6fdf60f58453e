import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { type FileStorage, InvalidStorageKeyError } from './file-storage.ts';

/**
 * What every FileStorage must do, run against each implementation (local disk, S3): call it inside
 * a describe, with a function that gives the storage under test (made fresh or shared).
 */
export function fileStorageContract(storage: () => FileStorage) {
  it('is usable: its check passes', async () => {
    await expect(storage().check()).resolves.toBeUndefined();
  });

  it('stores, reads back and replaces a file whole', async () => {
    await storage().put('emohar/doc-1/original.pdf', Buffer.from('first'));
    expect((await storage().get('emohar/doc-1/original.pdf'))?.toString()).toBe('first');
    await storage().put('emohar/doc-1/original.pdf', Buffer.from('second'));
    expect((await storage().get('emohar/doc-1/original.pdf'))?.toString()).toBe('second');
  });

  it('keeps binary content byte for byte, empty files included', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await storage().put('binary/all-bytes.bin', bytes);
    expect((await storage().get('binary/all-bytes.bin'))?.equals(bytes)).toBe(true);
    await storage().put('binary/empty.bin', Buffer.alloc(0));
    expect((await storage().get('binary/empty.bin'))?.length).toBe(0);
  });

  it('streams a file byte for byte, empty files included', async () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251));
    await storage().put('binary/streamed.bin', bytes);
    const stream = await storage().stream('binary/streamed.bin');
    if (!stream) throw new Error('no stream for a stored file');
    expect((await buffer(stream)).equals(bytes)).toBe(true);
    await storage().put('binary/empty.bin', Buffer.alloc(0));
    const empty = await storage().stream('binary/empty.bin');
    if (!empty) throw new Error('no stream for an empty file');
    expect((await buffer(empty)).length).toBe(0);
  });

  it('answers null for a missing file, and deleting a missing file is no error', async () => {
    expect(await storage().get('nothing/here.pdf')).toBeNull();
    expect(await storage().stream('nothing/here.pdf')).toBeNull();
    await storage().put('a/b.pdf', Buffer.from('x'));
    await storage().delete('a/b.pdf');
    await storage().delete('a/b.pdf');
    expect(await storage().get('a/b.pdf')).toBeNull();
  });

  it('refuses keys that could leave the storage root', async () => {
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
      await expect(storage().put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage().get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage().stream(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage().delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });
}
