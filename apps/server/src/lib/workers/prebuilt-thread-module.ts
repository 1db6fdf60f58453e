import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * When LeXi runs from its TypeScript sources, a thread's module is compiled by tsx inside the thread,
 * which costs every new thread a second or more. The server tests build the bundles once per run
 * (src/test/global-setup.ts) and name the directory in LEXI_TEST_BUILD: threads then load the
 * bundled module at `path` (relative to that directory) instead. Undefined when there is none.
 */
export function prebuiltThreadModule(path: string): URL | undefined {
  const dir = process.env.LEXI_TEST_BUILD;
  if (!dir) return undefined;
  const file = join(dir, path);
  return existsSync(file) ? pathToFileURL(file) : undefined;
}
