/** Where files live: the local disk under DATA_DIR (the default), or an S3-compatible bucket. */
export type StorageSettings =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** An S3-compatible server (MinIO, …); absent → AWS S3 of the region. */
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

/** S3's bucket naming rules: 3-63 lower-case letters, digits, dots and dashes. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads `STORAGE_URL=s3://bucket?endpoint=…&region=…` and the two key variables; returns the
 * settings, or a sentence saying what is wrong (the config stops the start with it).
 */
export function parseStorageUrl(
  value: string | undefined,
  keys: { accessKeyId: string | undefined; secretAccessKey: string | undefined },
): StorageSettings | string {
  if (!value) return { kind: 'local' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'STORAGE_URL must look like s3://bucket?endpoint=https://host:9000&region=us-east-1';
  }
  if (url.protocol !== 's3:')
    return 'STORAGE_URL must start with s3:// (without it files stay under DATA_DIR)';
  if (!BUCKET.test(url.hostname)) return `STORAGE_URL: "${url.hostname}" is not a valid bucket name`;
  if (url.pathname && url.pathname !== '/') return 'STORAGE_URL: give the bucket only, without a path';
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) {
    return 'STORAGE_URL: endpoint must be an http:// or https:// address, such as http://minio:9000';
  }
  if (Boolean(keys.accessKeyId) !== Boolean(keys.secretAccessKey)) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together';
  }
  return {
    kind: 's3',
    bucket: url.hostname,
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: keys.accessKeyId,
    secretAccessKey: keys.secretAccessKey,
  };
}
