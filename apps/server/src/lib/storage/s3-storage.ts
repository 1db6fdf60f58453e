import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, type FileStorage, StorageError } from './file-storage.ts';
import type { StorageSettings } from './storage-url.ts';

type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/**
 * Files in an S3-compatible bucket. A PUT replaces an object whole (readers see the old object
 * or the new, never a part); keys are the server's own, checked as on the local disk.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const where = `bucket "${Bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  const fail = (action: string, error: unknown) =>
    new StorageError(
      `Storage: could not ${action} in ${where} (${error instanceof Error ? error.name : 'error'})`,
      { cause: error },
    );
  /** The object's body, not read yet, or null when there is no object under this key. */
  const getBody = async (key: string) => {
    assertValidKey(key);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return answer.Body ?? null;
    } catch (error) {
      if (error instanceof NoSuchKey || statusOf(error) === 404) return null;
      throw fail('read a file', error);
    }
  };
  return {
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) throw new StorageError(`Storage: the ${where} does not exist`, { cause: error });
        if (status === 403 || status === 401) {
          throw new StorageError(
            `Storage: the ${where} refused access (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`,
            { cause: error },
          );
        }
        throw fail('reach the bucket', error);
      }
    },
    async put(key, bytes) {
      assertValidKey(key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }),
        );
      } catch (error) {
        throw fail('write a file', error);
      }
    },
    async get(key) {
      const body = await getBody(key);
      if (!body) return null;
      try {
        return Buffer.from(await body.transformToByteArray());
      } catch (error) {
        throw fail('read a file', error);
      }
    },
    async stream(key) {
      const body = await getBody(key);
      if (!body) return null;
      // On Node the SDK hands the HTTP response itself: read as it arrives.
      return body instanceof Readable
        ? body
        : Readable.fromWeb(body.transformToWebStream() as WebReadableStream);
    },
    async delete(key) {
      assertValidKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (statusOf(error) === 404) return;
        throw fail('remove a file', error);
      }
    },
    close() {
      client.destroy();
    },
  };
}
