import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { S3RVER_KEYS, startS3rver } from '../../test/s3rver.ts';
import { fileStorageContract } from './file-storage.contract.ts';
import { type FileStorage, StorageError } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { parseStorageUrl } from './storage-url.ts';

/** The settings of STORAGE_URL=s3://<bucket>?endpoint=<endpoint>, as the server reads them. */
function settingsFor(bucket: string, endpoint: string, keys = S3RVER_KEYS) {
  const settings = parseStorageUrl(
    `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=eu-west-1`,
    keys,
  );
  if (typeof settings === 'string' || settings.kind !== 's3') throw new Error(String(settings));
  return settings;
}

describe('S3 storage, against an s3rver started by the test', () => {
  let server: Awaited<ReturnType<typeof startS3rver>>;
  let storage: FileStorage;

  beforeAll(async () => {
    server = await startS3rver(['lexi-files']);
    storage = createS3Storage(settingsFor('lexi-files', server.endpoint));
  });
  afterAll(async () => {
    storage?.close();
    await server?.stop();
  });

  fileStorageContract(() => storage);

  it('refuses a missing bucket at its check, naming the bucket and the server', async () => {
    const missing = createS3Storage(settingsFor('no-such-bucket', server.endpoint));
    try {
      const check = missing.check();
      await expect(check).rejects.toBeInstanceOf(StorageError);
      await expect(check).rejects.toThrow(
        `Storage: the bucket "no-such-bucket" at ${server.endpoint} does not exist`,
      );
    } finally {
      missing.close();
    }
  });

  it('refuses an unknown access key at its check, and never says the secret', async () => {
    const wrong = createS3Storage(
      settingsFor('lexi-files', server.endpoint, {
        accessKeyId: 'NOT-A-KEY',
        secretAccessKey: 'not-the-secret',
      }),
    );
    try {
      const failure = await wrong.check().then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StorageError);
      expect(String((failure as Error).message)).toContain('refused access');
      expect(String((failure as Error).message)).not.toContain('not-the-secret');
    } finally {
      wrong.close();
    }
  });

  it('says which bucket failed when the server is gone, without the file key', async () => {
    const gone = createS3Storage(settingsFor('lexi-files', 'http://127.0.0.1:9'));
    try {
      const failure = await gone.put('emohar/doc-9/secret-name.pdf', Buffer.from('x')).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StorageError);
      expect((failure as Error).message).toContain('could not write a file in bucket "lexi-files"');
      expect((failure as Error).message).not.toContain('secret-name');
    } finally {
      gone.close();
    }
  });
});

describe('STORAGE_URL', () => {
  const base = {
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-123',
    DATA_DIR: '/tmp/lexi-x',
  };

  it('keeps files on the local disk when it is not set', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local' });
  });

  it('reads the bucket, endpoint, region and keys', () => {
    const config = loadConfig({
      ...base,
      STORAGE_URL: 's3://lexi-files?endpoint=http://minio:9000&region=ap-south-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'lexi-files',
      endpoint: 'http://minio:9000',
      region: 'ap-south-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });

  it('stops the start with a sentence for a bad value', () => {
    const refused = (env: Record<string, string>) => () => loadConfig({ ...base, ...env });
    expect(refused({ STORAGE_URL: 'https://lexi-files' })).toThrow('STORAGE_URL must start with s3://');
    expect(refused({ STORAGE_URL: 's3://Bad_Bucket' })).toThrow('is not a valid bucket name');
    expect(refused({ STORAGE_URL: 's3://lexi-files/sub/dir' })).toThrow('without a path');
    expect(refused({ STORAGE_URL: 's3://lexi-files?endpoint=minio:9000' })).toThrow(
      'endpoint must be an http://',
    );
    expect(refused({ STORAGE_URL: 's3://lexi-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'must be set together',
    );
  });
});
