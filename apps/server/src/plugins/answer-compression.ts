import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type ContentCoding, compressText, contentCodingChooser } from '../lib/http/content-coding.ts';
import { isReusedAnswer } from '../lib/http/reused-answer.ts';

/** Below this many characters a JSON answer goes as it is: compressing it would save little. */
export const COMPRESS_FROM_CHARS = 1024;

type Compressed = { text: string; codings: Partial<Record<ContentCoding, Promise<Buffer>>> };

export type AnswerCompressionOptions = {
  /** What compresses an answer's text (tests count and fail it); `compressText` by default. */
  compress?: (text: string, coding: ContentCoding) => Promise<Buffer>;
};

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${vary}, accept-encoding`);
}

/**
 * JSON answers of 1 KB or more are sent compressed (brotli, else gzip) to a client that accepts
 * it: the browser always does, and the dashboard's or a list's answer shrinks several times
 * (less to write for the server, less to download on a phone). Files and pages are not touched
 * here: the web app's assets are precompressed at build time, PDFs and zips are compressed
 * already. A reused answer (lib/http/reused-answer.ts) is compressed once, when first sent in
 * that coding, and the bytes kept for as long as the answer lives.
 *
 * BREACH-style guessing needs a page of another site to make the victim's browser send requests
 * that carry its credentials; the API's credential is a bearer token the browser attaches only
 * from LeXi's own script, so answers with secrets in them cannot be probed that way.
 */
export const answerCompressionPlugin = fp(async (app: FastifyInstance, opts: AnswerCompressionOptions) => {
  const compress = opts.compress ?? compressText;
  const choose = contentCodingChooser();
  const reusedOf = new WeakMap<FastifyReply, object>();
  const compressedOf = new WeakMap<object, Compressed>();

  const compressed = (reply: FastifyReply, text: string, coding: ContentCoding): Promise<Buffer> => {
    const answer = reusedOf.get(reply);
    if (!answer) return compress(text, coding);
    let entry = compressedOf.get(answer);
    // The same answer written by another route's schema is another text: keep the last one's.
    if (!entry || entry.text !== text) {
      entry = { text, codings: {} };
      compressedOf.set(answer, entry);
    }
    const kept = entry.codings[coding];
    if (kept) return kept;
    const bytes = compress(text, coding);
    entry.codings[coding] = bytes;
    // A failure is not kept: the next request tries again.
    const failed = entry;
    bytes.catch(() => {
      if (failed.codings[coding] === bytes) delete failed.codings[coding];
    });
    return bytes;
  };

  app.addHook('preSerialization', (_request, reply, payload, done) => {
    if (isReusedAnswer(payload)) reusedOf.set(reply, payload);
    done(null, payload);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      typeof payload !== 'string' ||
      payload.length < COMPRESS_FROM_CHARS ||
      reply.hasHeader('content-encoding') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    ) {
      done(null, payload);
      return;
    }
    addVary(reply);
    const coding = choose(request.headers['accept-encoding']);
    if (!coding) {
      done(null, payload);
      return;
    }
    compressed(reply, payload, coding).then(
      (bytes) => {
        reply.header('content-encoding', coding);
        done(null, bytes);
      },
      (error: unknown) => {
        request.log.warn({ err: error }, 'an answer could not be compressed; sent as it is');
        done(null, payload);
      },
    );
  });
});
