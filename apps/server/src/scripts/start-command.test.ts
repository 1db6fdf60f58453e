import { describe, expect, it } from 'vitest';
import { startCommand } from './start-command.ts';

const root = '/home/me/lexi';
const defaults = { dataDir: '/home/me/lexi/data', databaseUrl: undefined, port: 3000 };

describe('the start command npm run demo prints', () => {
  it('is plain npm start on the default data directory', () => {
    expect(startCommand(defaults, root)).toBe('npm start');
  });

  it('names the data directory it seeded, as an absolute path', () => {
    expect(startCommand({ ...defaults, dataDir: '/tmp/lexi-demo' }, root)).toBe(
      'DATA_DIR=/tmp/lexi-demo npm start',
    );
  });

  it('quotes a directory the shell would split', () => {
    expect(startCommand({ ...defaults, dataDir: "/tmp/Ada's demo" }, root)).toBe(
      `DATA_DIR='/tmp/Ada'\\''s demo' npm start`,
    );
  });

  it('names the PostgreSQL database instead, without its password', () => {
    expect(
      startCommand({ ...defaults, databaseUrl: 'postgres://lexi:s3cret@db.internal:5432/lexi' }, root),
    ).toBe('DATABASE_URL=postgres://lexi:PASSWORD@db.internal:5432/lexi npm start');
  });

  it('keeps a port other than 3000', () => {
    expect(startCommand({ ...defaults, port: 8080 }, root)).toBe('PORT=8080 npm start');
  });
});
