// Bundles the server (and its scripts) into dist/ with esbuild: our TypeScript, including
// @lexi/shared, is compiled in; npm packages stay external and load from node_modules.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'dist');
rmSync(out, { recursive: true, force: true });

// Every task module of a worker thread (<name>.worker.ts under src, test fixtures aside) → dist/workers/.
const workerEntries = Object.fromEntries(
  readdirSync(join(here, 'src'), { recursive: true })
    .filter((file) => file.endsWith('.worker.ts') && !file.includes('fixture'))
    .map((file) => [`workers/${basename(file, '.ts')}`, join(here, 'src', file)]),
);

await build({
  entryPoints: {
    server: join(here, 'src/server.ts'),
    // The embedded database's thread, loaded by db/pglite-thread.ts from beside the bundles.
    'pglite-worker': join(here, 'src/db/pglite-worker.ts'),
    demo: join(here, 'src/scripts/demo.ts'),
    eval: join(here, 'src/eval/run-eval.ts'),
    'import-judgements': join(here, 'src/scripts/import-judgements.ts'),
    'bench-engines': join(here, 'src/scripts/bench-engines.ts'),
    'bench-judgements': join(here, 'src/scripts/bench-judgements.ts'),
    'bench-seed-workspaces': join(here, 'src/scripts/bench-seed-workspaces.ts'),
    'bench-seed-dashboard': join(here, 'src/scripts/bench-seed-dashboard.ts'),
    ...workerEntries,
  },
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@lexi/') ? undefined : { external: true },
        );
      },
    },
  ],
});
cpSync(join(here, 'src/db/migrations'), join(out, 'migrations'), { recursive: true });
// The first script of every worker thread (lib/workers/worker-pool.ts looks for it beside server.js).
cpSync(join(here, 'src/lib/workers/worker-bootstrap.mjs'), join(out, 'worker-bootstrap.mjs'));
console.log('server built to apps/server/dist');
