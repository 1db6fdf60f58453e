import type { AiProvider } from './ai/ai-provider.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { EsignProvider } from './lib/esign/esign-provider.ts';
import type { Mailer } from './lib/mail/mailer.ts';
import type { Notifier } from './lib/notify/notifier.ts';
import type { SigningKeys } from './lib/signing/signing-keys.ts';
import type { SmsProvider } from './lib/sms/sms-provider.ts';
import type { FileStorage } from './lib/storage/file-storage.ts';
import type { SessionCache } from './modules/accounts/session-cache.ts';
import type { SessionRevocations } from './modules/accounts/session-revocations.ts';
import type { DashboardCache } from './modules/dashboard/dashboard-cache.ts';
import type { LitigationListCache } from './modules/litigation/litigation-list-cache.ts';
import type { UserPlanCache } from './modules/plans/user-plan-cache.ts';

/** What services need from the outside world; built once in app.ts, replaced in tests. */
export type Deps = {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  sms: SmsProvider;
  storage: FileStorage;
  /** The local CA and the platform seal, loaded once. */
  signing: SigningKeys;
  /** Aadhaar e-mohar: a real eSign Service Provider (ESP_URL…) or the built-in sandbox. */
  esign: EsignProvider;
  /** Contract drafting: the built-in engine, or an OpenAI-compatible model over it. */
  ai: AiProvider;
  /** Sessions this instance looked up in the last seconds (see session.service.ts). */
  sessionCache: SessionCache;
  /** Tells every instance's session cache of ended sessions, and hears theirs. */
  sessionRevocations: SessionRevocations;
  /** The users and plans /user_plan read in the last seconds, forgotten on every instance at a change. */
  userPlans: UserPlanCache;
  /** The dashboard items read in the last seconds, forgotten on every instance after a write of them. */
  dashboardItems: DashboardCache;
  /** Litigation list pages read in the last seconds, forgotten on every instance after a change of them. */
  litigationLists: LitigationListCache;
  /** Publish/subscribe between the instances (PostgreSQL LISTEN/NOTIFY; in-process on PGlite). */
  notify: Notifier;
  /** The current time; tests replace it to fix "now" (meeting slots, notice periods). */
  now: () => Date;
};
