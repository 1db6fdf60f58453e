import { defineConfig } from 'vitest/config';

/** One runner, four projects: `npm run test:unit` runs the first three, `npm run test:e2e` the last. */
export default defineConfig({
  test: {
    // Each server test file builds its own app on its own database; two workers fit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Migrated database images, made once per run (see src/test/global-setup.ts).
          globalSetup: ['src/test/global-setup.ts'],
          // The files share one module graph per worker: importing the app (Fastify, Drizzle, the PDF
          // and signing libraries, the AWS SDK) costs seconds, which every file paid again. Each file
          // still builds its own app on its own fresh database; no server test mocks modules.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          // After the server group, so that jsdom renders do not compete with it for the two cores.
          sequence: { groupOrder: 2 },
          // A file's first test also imports its page's module graph (lazy routes): 9-18 s on a
          // loaded 2-core machine, measured on 25 November; the limit leaves room for a busier one.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          include: ['**/*.e2e.ts'],
          // Every e2e server starts from one migrated database image (see the setup file).
          globalSetup: ['../apps/server/src/test/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each with its own server and browser: much of a browser test is
          // waiting (network idle, transitions), which the other file's work fills.
          fileParallelism: true,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
