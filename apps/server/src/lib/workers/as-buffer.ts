/** A Buffer over the same bytes: what a structured clone (a worker's message) turned into a Uint8Array. */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
