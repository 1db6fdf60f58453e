import { resolve } from 'node:path';
import type { Config } from '../config.ts';

/** A value as one shell word: as it is when that is safe, else in single quotes. */
function shellWord(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The URL with its password left out: the command is printed, the password stays with its owner. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (!parsed.password) return url;
  parsed.password = 'PASSWORD';
  return parsed.toString();
}

/**
 * The command that starts LeXi on the database `npm run demo` has just seeded, run from the
 * repository root: `npm start` for the defaults, with the settings that differ from them before it
 * (`DATA_DIR=/abs/path npm start`).
 */
export function startCommand(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'port'>,
  root = process.cwd(),
): string {
  const settings: string[] = [];
  if (config.databaseUrl) settings.push(`DATABASE_URL=${shellWord(withoutPassword(config.databaseUrl))}`);
  else if (config.dataDir !== resolve(root, 'data')) settings.push(`DATA_DIR=${shellWord(config.dataDir)}`);
  if (config.port !== 3000) settings.push(`PORT=${config.port}`);
  return [...settings, 'npm start'].join(' ');
}
