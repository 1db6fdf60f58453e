// Runs Biome's native binary. The project depends on the platform package directly
// (@biomejs/cli-linux-x64) because the registry these machines reach lacks the other platforms'
// packages that the @biomejs/biome wrapper lists, which leaves `npm ci` with an unsyncable lock.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pkg = `@biomejs/cli-${process.platform}-${process.arch}`;
let binary;
try {
  binary = join(
    dirname(require.resolve(`${pkg}/package.json`)),
    process.platform === 'win32' ? 'biome.exe' : 'biome',
  );
} catch {
  console.error(`Biome for this platform (${pkg}) is not installed: npm install -D ${pkg}`);
  process.exit(1);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
