import type { Readable } from 'node:stream';

/**
 * Where uploaded and signed files live. Keys are made by the server only (e.g.
 * `emohar/<document id>/<uuid>.pdf`), never from a name a person typed, and are checked here too.
 */
export interface FileStorage {
  /** Refuses, with a StorageError naming the place, a storage that cannot be used (checked at start). */
  check(): Promise<void>;
  /** Writes the whole file at once: a reader sees the old bytes or the new, never a half-written file. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no file under this key. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The file's bytes as they are read, never held whole (a large file sent on), or null when there
   * is no file under this key. Whoever takes the stream reads it to its end or destroys it.
   */
  stream(key: string): Promise<Readable | null>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections, if any (on shutdown). */
  close(): void;
}

/** A storage failure whose message names the place and what went wrong, never a file's key. */
export class StorageError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

/** Lower-case letters, digits, dots, dashes and underscores, in segments joined by '/'. */
const KEY_PATTERN = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key).slice(0, 80)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Refuses keys that could leave the storage root (`..`, absolute paths, backslashes, odd characters). */
export function assertValidKey(key: string): void {
  if (key.length > 300 || !KEY_PATTERN.test(key) || key.split('/').some((part) => /^\.+$/.test(part))) {
    throw new InvalidStorageKeyError(key);
  }
}
