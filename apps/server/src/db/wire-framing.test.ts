import { describe, expect, it } from 'vitest';
import { renameStatements, takeMessages } from './wire-framing.ts';

const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const startup = Buffer.concat([int32(17), int32(196_608), Buffer.from('user\0pg\0\0')]);
const typed = (type: string, body: string) =>
  Buffer.concat([Buffer.from(type), int32(4 + body.length), Buffer.from(body)]);

describe('splitting wire-protocol bytes into whole messages', () => {
  it('answers an SSLRequest and takes the startup message that follows it', () => {
    const taken = takeMessages(Buffer.concat([int32(8), int32(80_877_103), startup]), false);
    expect(taken.sslRequest).toBe(true);
    expect(Buffer.from(taken.startup ?? [])).toEqual(startup);
    expect(taken.rest.length).toBe(0);
  });

  it('hands on the whole messages up to the last Sync together, and keeps the rest for later', () => {
    const parse = typed('P', 'q1\0select 1\0\0\0');
    const sync = typed('S', '');
    const bind = typed('B', '\0q1\0\0\0\0\0\0\0');
    const partial = typed('E', '\0\0\0\0\0').subarray(0, 6);
    const taken = takeMessages(Buffer.concat([parse, sync, bind, partial]), true);
    expect(Buffer.from(taken.batch ?? [])).toEqual(Buffer.concat([parse, sync]));
    expect(taken.rest).toEqual(Buffer.concat([bind, partial]));
    expect(taken.startup).toBeUndefined();
  });

  it('waits for the rest of a startup message that came in pieces', () => {
    const taken = takeMessages(startup.subarray(0, 10), false);
    expect(taken.startup).toBeUndefined();
    expect(taken.rest).toEqual(startup.subarray(0, 10));
  });

  it('stops at Terminate', () => {
    const query = typed('Q', 'select 1\0');
    const taken = takeMessages(Buffer.concat([query, typed('X', '')]), true);
    expect(Buffer.from(taken.batch ?? [])).toEqual(query);
    expect(taken.terminate).toBe(true);
  });

  it('renames the named statements of Parse, Bind, Describe and Close, and leaves the unnamed ones', () => {
    const messages = Buffer.concat([
      typed('P', 'user_by_id\0select $1\0\0\0'),
      typed('B', '\0user_by_id\0\0\0\0\0\0\0'),
      typed('D', 'Suser_by_id\0'),
      typed('D', 'P\0'),
      typed('C', 'Suser_by_id\0'),
      typed('P', '\0select 2\0\0\0'),
      typed('S', ''),
    ]);
    const { bytes, parsed } = renameStatements(messages, 'c7_');
    expect(parsed).toEqual(['c7_user_by_id']);
    expect(bytes).toEqual(
      Buffer.concat([
        typed('P', 'c7_user_by_id\0select $1\0\0\0'),
        typed('B', '\0c7_user_by_id\0\0\0\0\0\0\0'),
        typed('D', 'Sc7_user_by_id\0'),
        typed('D', 'P\0'),
        typed('C', 'Sc7_user_by_id\0'),
        typed('P', '\0select 2\0\0\0'),
        typed('S', ''),
      ]),
    );
  });
});
