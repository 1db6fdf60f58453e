import { describe, expect, it } from 'vitest';
import { takeMessages } from './wire-framing.ts';

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

  it('hands on every whole typed message together and keeps a partial one for later', () => {
    const parse = typed('P', 'q1\0select 1\0\0\0');
    const sync = typed('S', '');
    const partial = typed('B', 'portal').subarray(0, 6);
    const taken = takeMessages(Buffer.concat([parse, sync, partial]), true);
    expect(Buffer.from(taken.batch ?? [])).toEqual(Buffer.concat([parse, sync]));
    expect(taken.rest).toEqual(partial);
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
});
