import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/** The only file that opens a port: start, then close cleanly on SIGTERM / SIGINT. */
async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one cannot hold the process past 10 s.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`LeXi is running on http://localhost:${config.port} (database: ${app.deps.database.kind})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
