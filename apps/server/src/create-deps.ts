import type { AiProvider } from './ai/ai-provider.ts';
import { createAiProvider } from './ai/create-ai-provider.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './deps.ts';
import { announceAfterCommit } from './lib/after-commit.ts';
import type { EsignProvider } from './lib/esign/esign-provider.ts';
import { loadEsignProvider } from './lib/esign/load-esign-provider.ts';
import { createMailer, type Mailer } from './lib/mail/mailer.ts';
import { createNotifier } from './lib/notify/notifier.ts';
import { outboxDir } from './lib/outbox.ts';
import { createSigningKeys } from './lib/signing/signing-keys.ts';
import {
  createFileSmsProvider,
  createWebhookSmsProvider,
  type SmsProvider,
  withInternationalNumbers,
} from './lib/sms/sms-provider.ts';
import type { FileStorage } from './lib/storage/file-storage.ts';
import { createLocalDiskStorage, filesDir } from './lib/storage/local-disk-storage.ts';
import { createS3Storage } from './lib/storage/s3-storage.ts';
import { SessionCache } from './modules/accounts/session-cache.ts';
import { SessionRevocations } from './modules/accounts/session-revocations.ts';
import { createDashboardCache, dashboardItemsChanged } from './modules/dashboard/dashboard-cache.ts';
import {
  createLitigationListCache,
  litigationListsChanged,
} from './modules/litigation/litigation-list-cache.ts';
import { createUserPlanCache } from './modules/plans/user-plan-cache.ts';

export type DepsOverrides = { mailer?: Mailer; sms?: SmsProvider; ai?: AiProvider; esign?: EsignProvider };
export type Keys = Pick<Deps, 'signing' | 'esign'>;

/**
 * The signing keys and the eSign provider. A configured signing P12 or ESP key is read now, before
 * anything else starts, so that a broken one stops the start at once with its sentence instead of
 * failing at the first signature.
 */
export async function loadKeys(config: Config, overrides: DepsOverrides = {}): Promise<Keys> {
  const signing = createSigningKeys({
    dataDir: config.dataDir,
    p12Path: config.signingP12,
    p12Password: config.signingP12Password,
  });
  const esign = overrides.esign ?? (await loadEsignProvider(config.esp, signing));
  if (config.signingP12) await signing.seal();
  return { signing, esign };
}

/** The configured file storage: a bucket when STORAGE_URL is set, else DATA_DIR/files. */
function createStorage(config: Config): FileStorage {
  return config.storage.kind === 's3'
    ? createS3Storage(config.storage)
    : createLocalDiskStorage(filesDir(config.dataDir));
}

/**
 * Everything the services need, built from the config: mail and SMS (real providers when
 * configured, else the outbox), file storage, the keys and the AI provider.
 */
export function createDeps(
  config: Config,
  database: Database,
  keys: Keys,
  overrides: DepsOverrides = {},
): Deps {
  const outbox = outboxDir(config.dataDir);
  const sessionCache = new SessionCache(config.sessionCacheMs);
  const dashboardItems = createDashboardCache(database, config.readCacheMs);
  const litigationLists = createLitigationListCache(database, config.readCacheMs);
  // Every write of the cached tables, recorded by their repositories, is told here after its commit.
  announceAfterCommit(database.db, async (changes) => {
    await Promise.all([
      dashboardItemsChanged(dashboardItems, changes),
      litigationListsChanged(litigationLists, changes),
    ]);
  });
  return {
    config,
    database,
    db: database.db,
    mailer: overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox }),
    sms: withInternationalNumbers(
      overrides.sms ??
        (config.smsWebhookUrl
          ? createWebhookSmsProvider(config.smsWebhookUrl)
          : createFileSmsProvider(outbox)),
    ),
    storage: createStorage(config),
    signing: keys.signing,
    esign: keys.esign,
    ai: overrides.ai ?? createAiProvider(config.llm),
    sessionCache,
    sessionRevocations: new SessionRevocations(database, sessionCache),
    userPlans: createUserPlanCache(database, config.readCacheMs),
    dashboardItems,
    litigationLists,
    notify: createNotifier(database),
    now: () => new Date(),
  };
}
