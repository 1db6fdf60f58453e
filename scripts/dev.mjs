// `npm run dev`: the API with reload (tsx watch) on PORT (3000) and Vite with hot reload on 5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// The server runs from apps/server; keep its data where `npm start` keeps it.
process.env.DATA_DIR ??= join(root, 'data');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@lexi/server'], { cwd: root, stdio: 'inherit', env: process.env }),
  spawn('npm', ['run', 'dev', '-w', '@lexi/web'], { cwd: root, stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
