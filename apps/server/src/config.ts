import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type EspConfig, espConfig, espEnvShape } from './lib/esign/esp-config.ts';
import { parseStorageUrl, type StorageSettings } from './lib/storage/storage-url.ts';

const boolish = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  APP_SECRET: z.string().min(32, { error: 'APP_SECRET must be at least 32 characters' }).optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  READ_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  STORAGE_URL: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('LeXi <no-reply@lexi.local>'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: boolish,
  SIGNING_P12: z.string().min(1).optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  ...espEnvShape,
  LLM_BASE_URL: z
    .string()
    .url({ error: 'LLM_BASE_URL must be a URL, such as http://localhost:8000/v1' })
    .optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  EXPIRY_REMINDER_INTERVAL_MINUTES: z.coerce.number().min(0).default(60),
  MAIL_RETRY_INTERVAL_MINUTES: z.coerce.number().min(0).default(5),
  JOB_POLL_SECONDS: z.coerce.number().min(0).default(10),
  JOB_LEASE_SECONDS: z.coerce.number().positive().default(300),
  LIVE_REREAD_SECONDS: z.coerce.number().positive().default(5),
  RETENTION_YEARS: z.coerce
    .number()
    .int({ error: 'RETENTION_YEARS must be a whole number of years' })
    .min(1, { error: 'RETENTION_YEARS must be at least 1' })
    .max(100, { error: 'RETENTION_YEARS must be at most 100' })
    .default(10),
  EVENT_LOOP_PROBE: boolish,
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string;
  /** Base of every link LeXi sends (never taken from a request's Host header). */
  publicUrl: string;
  logLevel: string;
  sessionTtlMs: number;
  sessionIdleMs: number;
  /** How long an instance serves a looked-up session from memory; 0 asks the database each time. */
  sessionCacheMs: number;
  /** How long an instance serves a repeated read (e.g. /user_plan) from memory; 0 reads the database each time. */
  readCacheMs: number;
  rateLimitPerMinute: number;
  /** Where uploaded and signed files live: DATA_DIR/files, or an S3-compatible bucket. */
  storage: StorageSettings;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  webDistDir: string | undefined;
  trustProxy: boolean;
  /** The platform seal's PKCS#12; else one is generated in DATA_DIR/signing. */
  signingP12: string | undefined;
  signingP12Password: string | undefined;
  /** A real eSign Service Provider for Aadhaar e-mohar; undefined → the built-in sandbox. */
  esp: EspConfig | undefined;
  /** The model (contract wording, case structure): an OpenAI-compatible server when baseUrl is set. */
  llm: LlmSettings;
  /** How often expiry reminders are looked for; 0 turns the job off. */
  expiryReminderIntervalMs: number;
  mailRetryIntervalMs: number;
  /** How often (and once at start) each instance runs the durable jobs owed (lib/jobs); 0: never. */
  jobPollIntervalMs: number;
  /** How long a runner's claim on a job lasts: a crashed runner's job is taken again after it. */
  jobLeaseMs: number;
  /**
   * A live connection reads its job's row when the job's notification says it changed; at the
   * latest this long after its last read, in case a notification was lost.
   */
  liveRereadMs: number;
  /**
   * A signed or sealed e-mohar record is kept, verifiable and downloadable at least this many years
   * after sealing: LeXi has no call that removes it sooner (and no purge after it either).
   */
  retentionYears: number;
  /** The benchmark's GET /bench/event-loop (plugins/event-loop-probe.ts). */
  eventLoopProbe: boolean;
};

export type LlmSettings = {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number | undefined;
};

/** Reads the secret from APP_SECRET, else from DATA_DIR/secret.key, creating it on first start. */
function loadOrCreateSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const storage = parseStorageUrl(e.STORAGE_URL, {
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  });
  if (typeof storage === 'string') throw new Error(`Invalid configuration:\n  ${storage}`);
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appSecret: loadOrCreateSecret(dataDir, e.APP_SECRET),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    readCacheMs: e.READ_CACHE_SECONDS * 1000,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    storage,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY ?? false,
    signingP12: e.SIGNING_P12,
    signingP12Password: e.SIGNING_P12_PASSWORD,
    esp: espConfig(e),
    llm: {
      baseUrl: e.LLM_BASE_URL,
      apiKey: e.LLM_API_KEY,
      model: e.LLM_MODEL,
      timeoutMs: e.LLM_TIMEOUT_MS,
    },
    expiryReminderIntervalMs: e.EXPIRY_REMINDER_INTERVAL_MINUTES * 60_000,
    mailRetryIntervalMs: e.MAIL_RETRY_INTERVAL_MINUTES * 60_000,
    jobPollIntervalMs: e.JOB_POLL_SECONDS * 1000,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    liveRereadMs: e.LIVE_REREAD_SECONDS * 1000,
    retentionYears: e.RETENTION_YEARS,
    eventLoopProbe: e.EVENT_LOOP_PROBE ?? false,
  };
}
