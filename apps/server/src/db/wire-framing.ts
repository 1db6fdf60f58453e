/** What a client sent that forms whole PostgreSQL wire-protocol messages. */
export type Taken = {
  /** An SSLRequest: the answer is 'N' (no TLS inside the process). */
  sslRequest: boolean;
  /** The startup message (it has no type byte). */
  startup?: Uint8Array;
  /** Every whole typed message that followed, in one piece, up to a Terminate. */
  batch?: Uint8Array;
  /** The client said Terminate ('X'). */
  terminate: boolean;
  /** Bytes of a message not yet complete. */
  rest: Buffer;
};

const SSL_REQUEST = 80_877_103;
const TERMINATE = 'X'.charCodeAt(0);

/**
 * Splits the bytes received so far into whole messages: before the startup message only an
 * SSLRequest or the startup message itself (length-prefixed, no type byte); after it, typed
 * messages (a type byte and a length that counts itself). Several typed messages are handed on
 * together, since PGlite runs a buffer of messages in one call.
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
    while (buffer.length - offset >= 5) {
      if (buffer[offset] === TERMINATE) {
        taken.terminate = true;
        break;
      }
      const length = 1 + buffer.readInt32BE(offset + 1);
      if (buffer.length - offset < length) break;
      offset += length;
    }
    if (offset > from) taken.batch = buffer.subarray(from, offset);
  }
  taken.rest = taken.terminate ? Buffer.alloc(0) : Buffer.from(buffer.subarray(offset));
  return taken;
}
