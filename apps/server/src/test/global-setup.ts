import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: the build script is plain JavaScript without declarations.
import { buildServer } from '../../build.mjs';
import { createPostgresTemplate, writePgliteImage } from './database-images.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database every test database starts from (see database-images.ts). */
    pgliteImage: string;
    /** The migrated PostgreSQL database test databases are created from, when DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Once per run of the server tests, what every test file would otherwise pay again: the migrated
 * images of both databases, and a build of the server (threads load their bundled modules, real
 * server processes start from the bundle: see prebuilt-thread-module.ts and server-process.ts).
 * All removed at the end.
 */
export default async function setup(project: TestProject) {
  // Inside apps/server, so that the bundles find node_modules; one directory per run.
  const dir = join(serverRoot, '.test-runs', `${process.pid}-${randomBytes(3).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  const build = join(dir, 'build');
  await buildServer(build, { withFixtures: true });
  process.env.LEXI_TEST_BUILD = build;
  const image = join(dir, 'pglite.tar');
  await writePgliteImage(image);
  project.provide('pgliteImage', image);
  const url = process.env.DATABASE_URL;
  const template = url ? await createPostgresTemplate(url) : null;
  project.provide('postgresTemplate', template?.name ?? null);
  return async () => {
    await template?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
