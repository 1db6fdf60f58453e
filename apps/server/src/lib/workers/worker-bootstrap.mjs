// The first script of every LeXi worker thread (see worker-pool.ts). It loads the task module named
// in workerData — TypeScript through tsx when LeXi runs from source (dev, tests), the bundled
// JavaScript in production — and runs its default export for each task the pool sends, one at a
// time. Plain JavaScript, so that Node can start it before any loader is registered.
import { parentPort, workerData } from 'node:worker_threads';

if (workerData.script.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const task = (await import(workerData.script)).default;
if (typeof task !== 'function') throw new Error(`${workerData.script} has no default export to run`);

/** An error as plain data: structured clone keeps no class, so the pool rebuilds AppErrors from this. */
function plain(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { name, message, code, status, extra } = error;
  return { name, message, code, status, extra };
}

parentPort.on('message', async ({ id, input }) => {
  try {
    parentPort.postMessage({ id, ok: true, output: await task(input) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: plain(error) });
  }
});
// The pool starts a task's clock from here, so that loading the module is not counted against it.
parentPort.postMessage({ ready: true });
