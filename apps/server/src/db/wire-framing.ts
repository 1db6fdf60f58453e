/** What a client sent that forms whole PostgreSQL wire-protocol messages. */
export type Taken = {
  /** An SSLRequest: the answer is 'N' (no TLS inside the process). */
  sslRequest: boolean;
  /** The startup message (it has no type byte). */
  startup?: Uint8Array;
  /**
   * Every whole typed message that followed, up to the last Sync or simple Query: a unit that
   * leaves the backend ready for another client's (an extended query is Parse … Sync).
   */
  batch?: Uint8Array;
  /** The client said Terminate ('X'). */
  terminate: boolean;
  /** Bytes not yet taken: an incomplete message, or messages still waiting for their Sync. */
  rest: Buffer;
};

const SSL_REQUEST = 80_877_103;
const code = (c: string) => c.charCodeAt(0);
const TERMINATE = code('X');
const ENDS_UNIT = new Set([code('S'), code('Q')]);

/**
 * Splits the bytes received so far into whole messages: before the startup message only an
 * SSLRequest or the startup message itself (length-prefixed, no type byte); after it, typed
 * messages (a type byte and a length that counts itself), handed on together up to the last Sync
 * or Query, since PGlite runs a buffer of messages in one call.
 */
export function takeMessages(buffer: Buffer, started: boolean): Taken {
  const taken: Taken = { sslRequest: false, terminate: false, rest: buffer };
  let offset = 0;
  while (!started && buffer.length - offset >= 8) {
    const length = buffer.readInt32BE(offset);
    if (buffer.length - offset < length) break;
    if (length === 8 && buffer.readInt32BE(offset + 4) === SSL_REQUEST) {
      taken.sslRequest = true;
    } else {
      taken.startup = buffer.subarray(offset, offset + length);
      started = true;
    }
    offset += length;
  }
  if (started) {
    const from = offset;
    let unitEnd = offset;
    let at = offset;
    while (buffer.length - at >= 5) {
      const type = buffer[at] ?? 0;
      if (type === TERMINATE) {
        taken.terminate = true;
        break;
      }
      const length = 1 + buffer.readInt32BE(at + 1);
      if (buffer.length - at < length) break;
      at += length;
      if (ENDS_UNIT.has(type)) unitEnd = at;
    }
    if (unitEnd > from) taken.batch = buffer.subarray(from, unitEnd);
    offset = unitEnd;
  }
  taken.rest = taken.terminate ? Buffer.alloc(0) : Buffer.from(buffer.subarray(offset));
  return taken;
}

const PARSE = code('P');
const BIND = code('B');
const DESCRIBE = code('D');
const CLOSE = code('C');
const STATEMENT = code('S');

/** The NUL-terminated string at `at`, and where it ends (after its NUL). */
function cstring(bytes: Buffer, at: number): [string, number] {
  const end = bytes.indexOf(0, at);
  return [bytes.toString('utf8', at, end), end + 1];
}

/**
 * The same messages with every named prepared statement renamed `prefix + name` (Parse, Bind,
 * Describe and Close of a statement), so that several clients of one backend may each prepare a
 * statement of the same name. Returns the renamed bytes and the new names that were parsed.
 */
export function renameStatements(batch: Uint8Array, prefix: string): { bytes: Buffer; parsed: string[] } {
  const source = Buffer.from(batch.buffer, batch.byteOffset, batch.byteLength);
  const parts: Buffer[] = [];
  const parsed: string[] = [];
  let at = 0;
  while (at < source.length) {
    const type = source[at] ?? 0;
    const length = 1 + source.readInt32BE(at + 1);
    const message = source.subarray(at, at + length);
    at += length;
    const rename = (name: string) => (name ? `${prefix}${name}` : name);
    let head: Buffer | undefined;
    let bodyFrom = 0;
    if (type === PARSE) {
      const [name, end] = cstring(message, 5);
      if (name) parsed.push(rename(name));
      head = Buffer.from(`${rename(name)}\0`);
      bodyFrom = end;
    } else if (type === BIND) {
      const [portal, portalEnd] = cstring(message, 5);
      const [name, end] = cstring(message, portalEnd);
      head = Buffer.from(`${portal}\0${rename(name)}\0`);
      bodyFrom = end;
    } else if ((type === DESCRIBE || type === CLOSE) && message[5] === STATEMENT) {
      const [name, end] = cstring(message, 6);
      head = Buffer.concat([Buffer.from([STATEMENT]), Buffer.from(`${rename(name)}\0`)]);
      bodyFrom = end;
    }
    if (!head) {
      parts.push(message);
      continue;
    }
    const rest = message.subarray(bodyFrom);
    const header = Buffer.alloc(5);
    header[0] = type;
    header.writeInt32BE(4 + head.length + rest.length, 1);
    parts.push(header, head, rest);
  }
  return { bytes: Buffer.concat(parts), parsed };
}
