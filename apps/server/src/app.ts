import websocket from '@fastify/websocket';
import { usePlainErrorMessages } from '@lexi/shared/validation/plain-errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AiProvider } from './ai/ai-provider.ts';
import type { Config } from './config.ts';
import { createDeps, loadKeys } from './create-deps.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { Deps } from './deps.ts';
import { answerSerializerCompiler } from './lib/http/answer-serializer.ts';
import { startJobRunner } from './lib/jobs/job-runner.ts';
import { mailOutboxJob, sendMailsJob } from './lib/mail/mail-jobs.ts';
import type { Mailer } from './lib/mail/mailer.ts';
import type { Notifier } from './lib/notify/notifier.ts';
import { onMissingCharacter } from './lib/pdf/text/missing-characters.ts';
import { databaseRateLimitStore } from './lib/rate-limit/database-rate-limit-store.ts';
import type { SmsProvider } from './lib/sms/sms-provider.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { casePackageRoutes } from './modules/case-package/case-package.routes.ts';
import { generateCaseJob } from './modules/case-package/generate-case.job.ts';
import { contractsRoutes } from './modules/contracts/contracts.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { expiryRemindersJob } from './modules/dashboard/expiry-reminders.jobs.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { completeDocumentJob } from './modules/emohar/complete-signing.ts';
import { emoharRoutes } from './modules/emohar/emohar.routes.ts';
import { emoharSigningRoutes } from './modules/emohar/emohar-signing.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { analyseContractJob } from './modules/iq/analyse-job.ts';
import { iqRoutes } from './modules/iq/iq.routes.ts';
import { judgementsRoutes } from './modules/judgements/judgements.routes.ts';
import { seedStarterCorpus } from './modules/judgements/seed-starter-corpus.ts';
import { warmJudgementSearch } from './modules/judgements/warm-judgement-search.ts';
import { lawFirmRoutes } from './modules/law-firm/law-firm.routes.ts';
import { legalVettingRoutes } from './modules/legal-vetting/legal-vetting.routes.ts';
import { meetingsRoutes } from './modules/legal-vetting/meetings.routes.ts';
import { caseWizardRoutes } from './modules/litigation/case-wizard.routes.ts';
import { litigationRoutes } from './modules/litigation/litigation.routes.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.ts';
import { answerCompressionPlugin } from './plugins/answer-compression.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { eventLoopProbe } from './plugins/event-loop-probe.ts';
import { hostileTextPlugin } from './plugins/hostile-text.ts';
import { inFlightPlugin } from './plugins/in-flight.ts';
import { loggerOptions } from './plugins/request-logging.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { webFontsPlugin } from './plugins/web-fonts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Publish/subscribe between the instances (lib/notify). */
    notify: Notifier;
  }
}

export type BuildOptions = {
  config: Config;
  /** An open database to use (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  mailer?: Mailer;
  sms?: SmsProvider;
  /** A drafting provider to use instead of the configured one (tests). */
  ai?: AiProvider;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/** Opens the database of the config: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}

/** The whole application as a Fastify instance, migrated and ready; it does not listen. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const keys = await loadKeys(config, options);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openConfiguredDatabase(config));
  await migrate(database.db);
  await seedStarterCorpus(database.db);
  const deps = createDeps(config, database, keys, options);
  // A storage that cannot be used (a missing bucket, an unwritable folder) stops the start here.
  try {
    await deps.storage.check();
  } catch (error) {
    deps.storage.close();
    if (ownsDatabase) await database.close();
    throw error;
  }
  const stopListening = await deps.sessionRevocations.listen();
  const stopUserPlans = await deps.userPlans.listen();
  const stopDashboardItems = await deps.dashboardItems.listen();
  const stopLitigationLists = await deps.litigationLists.listen();
  const stopNotifying = await deps.notify.start();

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('deps', deps);
  app.decorate('notify', deps.notify);
  // A character no bundled font has prints as U+FFFD: say so in the log, once per character.
  onMissingCharacter((report) => app.log.warn(report, 'a PDF drew a character no bundled font has'));
  // A request field whose schema names no message answers a plain sentence, not zod's default.
  usePlainErrorMessages();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by compiled writers; outside production zod checks each one too.
  app.setSerializerCompiler(answerSerializerCompiler({ check: config.env !== 'production' }));
  await app.register(inFlightPlugin);
  app.addHook('onClose', stopListening);
  app.addHook('onClose', stopUserPlans);
  app.addHook('onClose', stopDashboardItems);
  app.addHook('onClose', stopLitigationLists);
  app.addHook('onClose', stopNotifying);
  app.addHook('onClose', async () => deps.storage.close());
  if (ownsDatabase) {
    app.addHook('onClose', async () => {
      await app.drained(8_000);
      await database.close();
    });
  }

  await app.register(errorsPlugin);
  await app.register(hostileTextPlugin);
  const rateLimitStore = databaseRateLimitStore(deps.db, {
    now: deps.now,
    onError: (error) => app.log.error({ err: error }, 'rate limit counts not shared; counting locally'),
  });
  app.addHook('onClose', async () => rateLimitStore.close());
  await app.register(securityPlugin, { rateLimitPerMinute: config.rateLimitPerMinute, rateLimitStore });
  await app.register(answerCompressionPlugin);
  await app.register(apiDocsPlugin);
  await app.register(authPlugin, { deps });
  // Live connections (case generation); a client message is a small JSON object.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(healthRoutes, { deps });
  if (config.eventLoopProbe) await app.register(eventLoopProbe);
  await app.register(
    async (api) => {
      await api.register(accountsRoutes, { deps });
      await api.register(plansRoutes, { deps });
      await api.register(emoharRoutes, { deps });
      await api.register(emoharSigningRoutes, { deps });
      await api.register(contractsRoutes, { deps });
      await api.register(dashboardRoutes, { deps });
      await api.register(documentsRoutes, { deps });
      await api.register(workspacesRoutes, { deps });
      await api.register(litigationRoutes, { deps });
      await api.register(caseWizardRoutes, { deps });
      await api.register(casePackageRoutes, { deps });
      await api.register(lawFirmRoutes, { deps });
      await api.register(legalVettingRoutes, { deps });
      await api.register(meetingsRoutes, { deps });
      await api.register(iqRoutes, { deps });
      await api.register(judgementsRoutes, { deps });
    },
    { prefix: '/api' },
  );
  await app.register(webFontsPlugin);
  await app.register(staticWebPlugin, { webDistDir: config.webDistDir });
  // Every durable job kind of the application (lib/jobs), the recurring ones included: run on
  // start, when a commit on any instance enqueues one, and every JOB_POLL_SECONDS.
  startJobRunner(app, deps, [
    completeDocumentJob,
    sendMailsJob,
    mailOutboxJob,
    expiryRemindersJob,
    analyseContractJob,
    generateCaseJob,
  ]);
  // The judgements index is built in the background after start, not on the first generation.
  warmJudgementSearch(app, deps.db);
  return app;
}
